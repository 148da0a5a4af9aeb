import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { CategoryNameSchema } from '../shared/product-props.ts';
import { AllProducts } from './all-products.tsx';

export const ALL_PRODUCTS_MAX_PAGE_SIZE = 48;

export const AllProductsPropsSchema = v.strictObject({
  pageSize: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(ALL_PRODUCTS_MAX_PAGE_SIZE),
      v.title('Products per page'),
      v.description(`From 1 to ${ALL_PRODUCTS_MAX_PAGE_SIZE}.`),
    ),
    12,
  ),
  category: v.optional(
    v.pipe(
      CategoryNameSchema,
      v.title('First category'),
      v.description('The category shown when the page opens, as the catalogue names it; visitors can choose another.'),
      reference('category'),
    ),
  ),
});

export default defineBlock({
  name: 'all-products',
  title: 'All products',
  props: AllProductsPropsSchema,
  component: AllProducts,
  serverRender: true,
});
