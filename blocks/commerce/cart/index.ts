import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CartApp } from './cart-app.tsx';

export const CartPropsSchema = v.strictObject({
  /** Which credit card form the payment page shows. */
  cardForm: v.optional(v.picklist(['newer', 'legacy']), 'newer'),
  /** 'mini': only the lines and totals, e.g. beside a product; the full app follows the URL hash. */
  view: v.optional(v.picklist(['app', 'mini']), 'app'),
});

export default defineBlock({
  name: 'cart',
  title: 'Cart and checkout',
  description:
    'The cart app: cart list, order preview, payment with 3-D Secure, auto-ship and order history, on in-block routes (/cart#/payment).',
  props: CartPropsSchema,
  component: CartApp,
});
