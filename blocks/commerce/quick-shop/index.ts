import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ProductIdSchema } from '../shared/product-props.ts';
import { QuickShop } from './quick-shop.tsx';

export const QuickShopSectionSchema = v.strictObject({
  title: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(80),
    v.regex(/\S/, 'A section title must not be blank.'),
    v.description("The section's heading."),
  ),
  productIds: v.pipe(
    v.array(ProductIdSchema),
    v.minLength(1),
    v.maxLength(24),
    v.description("The section's products, in order."),
  ),
});

export const QuickShopPropsSchema = v.strictObject({
  sections: v.pipe(v.array(QuickShopSectionSchema), v.minLength(1), v.maxLength(10), v.description('Titled groups of products.')),
});

export default defineBlock({
  name: 'quick-shop',
  title: 'Quick shop',
  description: 'Products in titled sections, each with its price, an option select and a quick Add to Cart.',
  props: QuickShopPropsSchema,
  component: QuickShop,
});
