import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { UnsavedProductIdSchema } from '../shared/product-props.ts';
import { AddToCart } from './add-to-cart.tsx';

export const AddToCartPropsSchema = v.strictObject({
  productId: UnsavedProductIdSchema,
  showBvPv: v.optional(v.pipe(v.boolean(), v.description("Shows the selected option's BV and PV under the price.")), false),
});

export default defineBlock({
  name: 'add-to-cart',
  title: 'Add to cart',
  description:
    "A product's price (optionally BV and PV), option select, quantity, custom amount for donations and an Add to Cart button.",
  props: AddToCartPropsSchema,
  component: AddToCart,
});
