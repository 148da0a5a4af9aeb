import { UNKNOWN_ERROR_TEXT } from '#api/errors/api-error.ts';
import { defineLabels } from '#host/labels.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';

/** States every product block shares; a host overrides them as `product.<key>`. */
export const productLabels = defineLabels('product', {
  loading: 'Loading product…',
  notFound: 'This product is not available.',
  loadError: UNKNOWN_ERROR_TEXT,
  noData: 'This product block has no data yet. Save the page once to load it.',
});

/** Texts of the add-to-cart form, also used by the detail top and the bare button: `addToCart.<key>`. */
export const addToCartLabels = defineLabels('addToCart', {
  price: 'Price',
  bv: 'BV',
  pv: 'PV',
  option: 'Option',
  quantity: 'Quantity',
  /** `{currency}` is the store currency code, e.g. USD. */
  amount: 'Amount ({currency})',
  button: 'Add to Cart',
  /** In place of the button where guests may not order: a link to the login page. */
  logInToBuy: 'Log in to buy',
  added: 'Added to cart.',
  addError: UNKNOWN_ERROR_TEXT,
  amountRequired: REQUIRED_MESSAGE,
  /** `{min}` and `{max}` are formatted in the store currency. */
  amountRange: 'Please enter an amount from {min} to {max}.',
});

/** The distributor certification badge and notice: `certification.<key>`. */
export const certificationLabels = defineLabels('certification', {
  certified: 'Certified',
  notCertified: 'You are not certified yet.',
  getCertified: 'Get Certified',
});
