import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ProductIdSchema } from '../shared/product-props.ts';
import { ProductGallery } from './product-gallery.tsx';

export const ProductGalleryPropsSchema = v.strictObject({
  productId: v.pipe(ProductIdSchema, v.description('The product whose pictures are shown.')),
});

export default defineBlock({
  name: 'product-gallery',
  title: 'Product image gallery',
  description:
    "The product's pictures: a main image, thumbnails with captions and a click-to-enlarge overlay; follows the SKU chosen on the page.",
  props: ProductGalleryPropsSchema,
  component: ProductGallery,
});
