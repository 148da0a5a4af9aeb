import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CartSystemIdSchema, CategoryNameSchema, ProductIdSchema } from '../shared/product-props.ts';
import { SuggestedProducts } from './suggested-products.tsx';

export const SUGGESTED_PRODUCTS_MAX = 12;

export const SuggestedProductsV3PropsSchema = v.strictObject({
  productId: v.optional(v.pipe(ProductIdSchema, v.description("The current page's product, which is never suggested."))),
  categoryName: v.pipe(CategoryNameSchema, v.description('The product category the suggestions come from.')),
  count: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(SUGGESTED_PRODUCTS_MAX),
      v.description('How many products to suggest at most.'),
    ),
    4,
  ),
  cartSystemId: v.optional(v.pipe(CartSystemIdSchema, v.description('The cart system of the suggestions call.')), 'default'),
});

export default defineBlock({
  name: 'suggested-products-v3',
  title: 'Suggested products',
  description: "A strip of products from a category, shuffled, leaving out the page's product and items already in the cart.",
  props: SuggestedProductsV3PropsSchema,
  component: SuggestedProducts,
});
