import { defineLabels } from '../../../../src/host/labels.ts';

/** Texts of the payment page; a host overrides them as `payment.<key>`. */
export const paymentLabels = defineLabels('payment', {
  /** `{total}` is the order's formatted total, e.g. 'Place Order · $117.61'. */
  placeOrderTotal: 'Place Order · {total}',
});
