import { defineLabels } from '../../../src/host/labels.ts';

/** Texts of the product detail top; a host overrides them as `productDetailTop.<key>`. */
export const productDetailTopLabels = defineLabels('productDetailTop', {
  images: 'Product images',
  options: 'Options',
  subscribeTitle: 'Subscribe & Save',
  subscribeText: 'Get this product delivered every month and save 10%.',
});
