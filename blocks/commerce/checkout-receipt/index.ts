import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CheckoutReceipt } from './checkout-receipt.tsx';
import { ORDER_NUMBER_MAX_LENGTH, ORDER_NUMBER_PATTERN } from './receipt-state.ts';

const storeUrl = (pattern: RegExp, description: string) =>
  v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(pattern), v.description(description)));

export const CheckoutReceiptPropsSchema = v.strictObject({
  orderNumber: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(ORDER_NUMBER_MAX_LENGTH),
      v.regex(ORDER_NUMBER_PATTERN),
      v.description("The order to show; by default the page URL's orderNumber query parameter."),
    ),
  ),
  appStoreUrl: storeUrl(/^https:\/\/apps\.apple\.com\/[^\s"'<>]*$/, "The mobile app's App Store page."),
  googlePlayUrl: storeUrl(/^https:\/\/play\.google\.com\/[^\s"'<>]*$/, "The mobile app's Google Play page."),
});

export default defineBlock({
  name: 'checkout-receipt',
  title: 'Checkout receipt',
  description:
    'The order confirmation shown after checkout: order number, items, totals, where it ships and the card it was paid with, Print and Continue shopping, and the notes the order calls for.',
  props: CheckoutReceiptPropsSchema,
  component: CheckoutReceipt,
});
