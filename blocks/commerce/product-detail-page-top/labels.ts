import { defineLabels } from '#host/labels.ts';

/** Texts of the product detail top; a host overrides them as `productDetailTop.<key>`. */
export const productDetailTopLabels = defineLabels('productDetailTop', {
  images: 'Product images',
  options: 'Options',
  purchaseOption: 'Purchase option',
  oneTime: 'One-time purchase',
  subscribeTitle: 'Subscribe & Save',
  /** `{percent}` is the product's Subscribe & Save percent, from the server. */
  subscribeText: 'Delivered every month. Save {percent}%.',
  signInToSubscribe: 'Sign in to subscribe.',
});
