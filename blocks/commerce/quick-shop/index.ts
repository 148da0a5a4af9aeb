import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ProductItemSchema } from '../shared/product-props.ts';
import { QuickShop } from './quick-shop.tsx';

export const QuickShopSectionSchema = v.pipe(
  v.strictObject({
    title: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(80),
      v.regex(/\S/, 'A section title must not be blank.'),
      v.title('Heading'),
      v.description("The section's heading."),
    ),
    productIds: v.pipe(
      v.array(ProductItemSchema),
      v.minLength(1),
      v.maxLength(24),
      v.title('Products'),
      v.description('1 to 24 products, in the order shown.'),
    ),
  }),
  v.title('Section'),
);

export const QuickShopPropsSchema = v.strictObject({
  sections: v.pipe(
    v.array(QuickShopSectionSchema),
    v.minLength(1),
    v.maxLength(10),
    v.title('Sections'),
    v.description('1 to 10 groups of products, each under its heading.'),
  ),
});

export default defineBlock({
  name: 'quick-shop',
  title: 'Quick shop',
  props: QuickShopPropsSchema,
  component: QuickShop,
  hydration: 'visible',
  serverRender: true,
});
