import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { CartSystemIdSchema, CategoryNameSchema, ProductIdSchema } from '../shared/product-props.ts';
import { SuggestedProducts } from './suggested-products.tsx';

export const SUGGESTED_PRODUCTS_MAX = 12;

export const SuggestedProductsV3PropsSchema = v.strictObject({
  productId: v.optional(
    v.pipe(
      ProductIdSchema,
      v.title('Product of this page'),
      v.description('On a product page, its product, so that it is not suggested too.'),
      reference('product'),
    ),
  ),
  categoryName: v.pipe(
    CategoryNameSchema,
    v.title('Category'),
    v.description('The category the suggestions come from, as the catalogue names it.'),
    reference('category'),
  ),
  count: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(SUGGESTED_PRODUCTS_MAX),
      v.title('Number of products'),
      v.description(`At most this many products are suggested (1 to ${SUGGESTED_PRODUCTS_MAX}).`),
    ),
    4,
  ),
  cartSystemId: v.optional(
    v.pipe(
      CartSystemIdSchema,
      v.title('Cart system'),
      v.description("The store whose products are suggested; keep 'default' unless told otherwise."),
    ),
    'default',
  ),
});

export default defineBlock({
  name: 'suggested-products-v3',
  title: 'Suggested products',
  props: SuggestedProductsV3PropsSchema,
  component: SuggestedProducts,
  hydration: 'visible',
});
