import * as v from 'valibot';
import { LINE_QTY_MAX } from '../../../src/contracts/commerce.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

export const AddToCartButtonPropsSchema = v.strictObject({
  skuNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.regex(/^\S+$/), v.description('The SKU to add.')),
  qty: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(LINE_QTY_MAX),
      v.description('How many to add when it is not in the cart yet.'),
    ),
    1,
  ),
  label: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.description("The button's text; 'Add to Cart' by default.")),
  ),
});

export default defineBlock({
  name: 'add-to-cart-button',
  title: 'Add to cart button',
  description: 'A bare Add to Cart button for one SKU, to place in content.',
  props: AddToCartButtonPropsSchema,
  component: AddToCartButton,
});
