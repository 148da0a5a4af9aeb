import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { ProductItemSchema } from '../../commerce/shared/product-props.ts';
import { sitePathSchema, webUrlSchema } from '#validation/content-url.ts';
import { ProductCircle } from './product-circle.tsx';

export const CategoryVideoSchema = v.pipe(
  v.strictObject({
    src: v.pipe(webUrlSchema('A WebM or MP4 file in 16:9: a path of this site or an http(s) address.'), v.title('Video file')),
    captionsSrc: v.pipe(webUrlSchema('The captions of the video, a WebVTT (.vtt) file.'), v.title('Captions file')),
    poster: v.optional(
      v.pipe(
        webUrlSchema('A still picture shown before the video plays.'),
        v.title('Picture before playing'),
        reference('image'),
      ),
    ),
  }),
  v.title('Video'),
  v.description('For a popup: a video with captions, shown above its products.'),
);

export const CategorySchema = v.pipe(
  v.strictObject({
    imageUrl: v.pipe(
      webUrlSchema('The round picture of the category; square pictures suit it best.'),
      v.title('Image'),
      reference('image'),
    ),
    label: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(40),
      v.regex(/\S/, 'A category needs a name.'),
      v.title('Name'),
      v.description('Shown under the picture, and as the title of its popup.'),
    ),
    action: v.pipe(
      v.picklist(['popup', 'productPage']),
      v.title('On click'),
      v.description("'popup' opens a window with the category's video and products; 'productPage' goes to the page below."),
    ),
    productIds: v.optional(
      v.pipe(
        v.array(ProductItemSchema),
        v.minLength(1),
        v.maxLength(24),
        v.title('Products'),
        v.description('For a popup: the products it lists, in order.'),
      ),
    ),
    video: v.optional(CategoryVideoSchema),
    productUrl: v.optional(
      v.pipe(
        sitePathSchema('For productPage: the page of this site a click goes to, such as a product page.'),
        v.title('Page'),
        reference('page', { freeText: true }),
      ),
    ),
  }),
  v.title('Category'),
);

export const ProductCirclePropsSchema = v.strictObject({
  heading: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(80),
      v.title('Heading'),
      v.description("Shown in the middle of the wheel; 'Shop by category' when left empty."),
    ),
  ),
  categories: v.pipe(
    v.array(CategorySchema),
    v.minLength(1),
    v.maxLength(8),
    v.title('Categories'),
    v.description('1 to 8 categories, clockwise from the top of the wheel.'),
  ),
});

export default defineBlock({
  name: 'product-circle',
  title: 'Product circle',
  props: ProductCirclePropsSchema,
  component: ProductCircle,
  hydration: 'visible',
  serverRender: true,
});
