import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ProductIdSchema } from '../../commerce/shared/product-props.ts';
import { sitePathSchema, webUrlSchema } from '../../../src/validation/content-url.ts';
import { ProductCircle } from './product-circle.tsx';

export const CategoryVideoSchema = v.pipe(
  v.strictObject({
    src: webUrlSchema('The video file (WebM or MP4, 16:9): a path of this site or an http(s) address.'),
    captionsSrc: webUrlSchema('Its captions, a WebVTT (.vtt) file.'),
    poster: v.optional(webUrlSchema('A still shown before the video plays.')),
  }),
  v.description('For a popup: a video with captions, shown above any products.'),
);

export const CategorySchema = v.strictObject({
  imageUrl: webUrlSchema(
    'The round picture of the category (square pictures suit it best): a path of this site or an http(s) address.',
  ),
  label: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(40),
    v.regex(/\S/, 'A category needs a name.'),
    v.description('The category name under its picture; also the popup title.'),
  ),
  action: v.pipe(
    v.picklist(['popup', 'productPage']),
    v.description("'popup' opens a dialog with the category's video and products; 'productPage' goes to productUrl."),
  ),
  productIds: v.optional(
    v.pipe(
      v.array(ProductIdSchema),
      v.minLength(1),
      v.maxLength(24),
      v.description('For a popup: the products it lists, in order.'),
    ),
  ),
  video: v.optional(CategoryVideoSchema),
  productUrl: v.optional(sitePathSchema('For productPage: the page of this site it goes to, e.g. /p/lavender-essential-oil.')),
});

export const ProductCirclePropsSchema = v.strictObject({
  heading: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(80),
      v.description("The heading in the middle of the wheel (default 'Shop by category')."),
    ),
  ),
  categories: v.pipe(
    v.array(CategorySchema),
    v.minLength(1),
    v.maxLength(8),
    v.description('The categories, clockwise from the top of the wheel (1 to 8).'),
  ),
});

export default defineBlock({
  name: 'product-circle',
  title: 'Product circle',
  description:
    'Categories in a wheel (a grid on screens narrower than 768 px) that open a popup of products or a video, or go to a product page.',
  props: ProductCirclePropsSchema,
  component: ProductCircle,
});
