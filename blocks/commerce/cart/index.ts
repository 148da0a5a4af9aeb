import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { CartApp } from './cart-app.tsx';

export const CartPropsSchema = v.strictObject({
  cardForm: v.optional(
    v.pipe(
      v.picklist(['newer', 'legacy']),
      v.title('Card form'),
      v.description("Which credit card form the payment step shows: 'newer' (the default) or 'legacy'."),
    ),
    'newer',
  ),
  view: v.optional(
    v.pipe(
      v.picklist(['app', 'mini']),
      v.title('View'),
      v.description("'app' is the whole cart and checkout; 'mini' only the items and totals, such as beside a product."),
    ),
    'app',
  ),
});

export default defineBlock({
  name: 'cart',
  title: 'Cart and checkout',
  props: CartPropsSchema,
  component: CartApp,
});
