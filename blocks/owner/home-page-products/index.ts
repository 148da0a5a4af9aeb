import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { HomePageProducts } from './home-page-products.tsx';

const HomePageProductsPropsSchema = v.strictObject({
  heading: v.optional(
    v.pipe(v.string(), v.maxLength(100), v.description('The heading above the grid; "Featured products" when left out.')),
  ),
});

export default defineBlock({
  name: 'home-page-products',
  title: 'Home-page products',
  description:
    'A grid in rows of 3 of the 3 or 6 products the site owner picks, each with its picture, name, default price, description and a link to its page. The owner picks, orders and counts them inline in edit mode; visitors see nothing until some are picked.',
  props: HomePageProductsPropsSchema,
  component: HomePageProducts,
});
