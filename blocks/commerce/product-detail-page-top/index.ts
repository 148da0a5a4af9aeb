import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { UnsavedProductIdSchema } from '../shared/product-props.ts';
import { ProductDetailPageTop } from './product-detail-page-top.tsx';

export const ProductDetailPageTopPropsSchema = v.strictObject({
  productId: UnsavedProductIdSchema,
});

export default defineBlock({
  name: 'product-detail-page-top',
  title: 'Product detail page top',
  props: ProductDetailPageTopPropsSchema,
  component: ProductDetailPageTop,
  serverRender: true,
});
