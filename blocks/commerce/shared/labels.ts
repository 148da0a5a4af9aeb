import { defineLabels } from '#host/labels.ts';

/** Texts shared by the cart and the receipt. */
export const orderLabels = defineLabels('order', {
  bvTotal: 'BV Total',
  pvTotal: 'PV Total',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  couponDiscount: 'Coupon Discount',
  tax: 'Tax',
  shipping: 'Shipping',
  total: 'Total',
  totalsCaption: 'Order totals',
  calculating: 'Tax, shipping and total are being calculated…',
  item: 'Item',
  price: 'Price',
  qty: 'Qty',
  itemCode: 'Item code',
  bv: 'BV',
  pv: 'PV',
  backordered: 'This item is backordered.',
});
