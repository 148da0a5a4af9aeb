import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { ProductIdSchema } from '../shared/product-props.ts';
import { ProductGallery } from './product-gallery.tsx';

export const ProductGalleryPropsSchema = v.strictObject({
  productId: v.pipe(
    ProductIdSchema,
    v.title('Product'),
    v.description('The product whose pictures are shown.'),
    reference('product'),
  ),
});

export default defineBlock({
  name: 'product-gallery',
  title: 'Product image gallery',
  props: ProductGalleryPropsSchema,
  component: ProductGallery,
  serverRender: true,
});
