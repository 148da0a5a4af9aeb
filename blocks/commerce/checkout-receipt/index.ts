import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { CheckoutReceipt } from './checkout-receipt.tsx';
import { ORDER_NUMBER_MAX_LENGTH, ORDER_NUMBER_PATTERN } from './receipt-state.ts';

const storeUrl = (pattern: RegExp, title: string, description: string) =>
  v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(pattern), v.title(title), v.description(description)));

export const CheckoutReceiptPropsSchema = v.strictObject({
  orderNumber: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(ORDER_NUMBER_MAX_LENGTH),
      v.regex(ORDER_NUMBER_PATTERN),
      v.title('Order number'),
      v.description('Usually left empty: the receipt then shows the order the shopper has just placed.'),
    ),
  ),
  appStoreUrl: storeUrl(
    /^https:\/\/apps\.apple\.com\/[^\s"'<>]*$/,
    'App Store link',
    "The mobile app's page on the App Store (https://apps.apple.com/…).",
  ),
  googlePlayUrl: storeUrl(
    /^https:\/\/play\.google\.com\/[^\s"'<>]*$/,
    'Google Play link',
    "The mobile app's page on Google Play (https://play.google.com/…).",
  ),
});

export default defineBlock({
  name: 'checkout-receipt',
  title: 'Checkout receipt',
  props: CheckoutReceiptPropsSchema,
  component: CheckoutReceipt,
});
