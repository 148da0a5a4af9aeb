import * as v from 'valibot';
import { LINE_QTY_MAX } from '#contracts/commerce.ts';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

export const AddToCartButtonPropsSchema = v.strictObject({
  skuNumber: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(40),
    v.regex(/^\S+$/),
    v.title('SKU'),
    v.description('The product option the button adds, by its SKU (such as LAV05 for lavender oil, 5 mL).'),
    reference('sku'),
  ),
  qty: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(LINE_QTY_MAX),
      v.title('Quantity'),
      v.description('How many it adds when the cart does not hold it yet; when it does, one more.'),
    ),
    1,
  ),
  label: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.title('Button text'), v.description("'Add to Cart' when left empty.")),
  ),
});

export default defineBlock({
  name: 'add-to-cart-button',
  title: 'Add to cart button',
  props: AddToCartButtonPropsSchema,
  component: AddToCartButton,
  hydration: 'visible',
  serverRender: true,
});
