import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { UnsavedProductIdSchema } from '../shared/product-props.ts';
import { AddToCart } from './add-to-cart.tsx';

export const AddToCartPropsSchema = v.strictObject({
  productId: UnsavedProductIdSchema,
  showBvPv: v.optional(
    v.pipe(v.boolean(), v.title('Show BV and PV'), v.description("Shows the chosen option's BV and PV under the price.")),
    false,
  ),
});

export default defineBlock({
  name: 'add-to-cart',
  title: 'Add to cart',
  props: AddToCartPropsSchema,
  component: AddToCart,
  serverRender: true,
});
