import { defineLabels } from '#host/labels.ts';

/** Texts of the product card used by product lists; a host overrides them as `productCard.<key>`. */
export const productCardLabels = defineLabels('productCard', {
  option: 'Option',
  addToCart: 'Add to Cart',
  added: '{name} was added to your cart.',
  addFailed: 'The item could not be added to your cart.',
  chooseAmount: 'Choose an amount',
  backordered: 'Backordered',
});
