import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CategoryNameSchema } from '../shared/product-props.ts';
import { AllProducts } from './all-products.tsx';

export const ALL_PRODUCTS_MAX_PAGE_SIZE = 48;

export const AllProductsPropsSchema = v.strictObject({
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ALL_PRODUCTS_MAX_PAGE_SIZE), v.description('Products per page.')),
    12,
  ),
  category: v.optional(v.pipe(CategoryNameSchema, v.description('The category shown first; visitors can change it.'))),
});

export default defineBlock({
  name: 'all-products',
  title: 'All products',
  description: 'The whole catalogue a page at a time, with a category filter, sorting and quick Add to Cart.',
  props: AllProductsPropsSchema,
  component: AllProducts,
});
