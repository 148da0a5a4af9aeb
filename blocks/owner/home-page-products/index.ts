import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { HomePageProducts } from './home-page-products.tsx';

export const HomePageProductsPropsSchema = v.strictObject({
  heading: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(100),
      v.title('Heading'),
      v.description("Shown above the products; 'Featured products' when left empty."),
    ),
  ),
});

export default defineBlock({
  name: 'home-page-products',
  title: 'Home-page products',
  props: HomePageProductsPropsSchema,
  component: HomePageProducts,
  serverRender: true,
});
