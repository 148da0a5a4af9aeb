import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { webUrlSchema } from '#validation/content-url.ts';
import { RotatingBanner } from './rotating-banner.tsx';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_INTERVAL,
  DEFAULT_XS_ASPECT_RATIO,
  MAX_INTERVAL,
  MIN_INTERVAL,
  XS_IMAGE_WIDTH,
} from './rotation.ts';

export const BannerSlideSchema = v.pipe(
  v.strictObject({
    imageSrc: v.pipe(
      webUrlSchema('Shown on screens 576 pixels wide and wider, in the shape of the wide-screen aspect ratio.'),
      v.title('Image for wide screens'),
      reference('image', { alt: 'alt' }),
    ),
    xsImageSrc: v.optional(
      v.pipe(
        webUrlSchema(
          `Shown on phones (screens narrower than 576 pixels) instead of the wide image. Best ${XS_IMAGE_WIDTH} × ${Math.round(XS_IMAGE_WIDTH / DEFAULT_XS_ASPECT_RATIO)} pixels, the shape of the phone aspect ratio ${DEFAULT_XS_ASPECT_RATIO} (with another ratio: ${XS_IMAGE_WIDTH} pixels wide and ${XS_IMAGE_WIDTH} ÷ the ratio high), with its words out of the bottom quarter, where the slide buttons sit. Without it phones show the wide image whole, smaller, with space above and below.`,
        ),
        v.title('Image for phones'),
        reference('image', { alt: 'alt' }),
      ),
    ),
    href: v.optional(
      v.pipe(
        webUrlSchema(
          'Where a click on the slide leads: a page of this site or an outside address. Without it the slide is not a link.',
        ),
        v.title('Link'),
        reference('page', { freeText: true }),
      ),
    ),
    alt: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(200),
      v.regex(/\S/, 'The picture needs a text alternative.'),
      v.title('Image description'),
      v.description('What the picture shows or says (its words, an offer), read to visitors who cannot see it.'),
    ),
  }),
  v.title('Slide'),
);

const aspectRatio = (title: string, description: string, fallback: number) =>
  v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(6), v.title(title), v.description(description)), fallback);

export const RotatingBannerPropsSchema = v.strictObject({
  slides: v.pipe(
    v.array(BannerSlideSchema),
    v.minLength(1),
    v.maxLength(10),
    v.title('Slides'),
    v.description('1 to 10 slides, in the order they are shown.'),
  ),
  interval: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(MIN_INTERVAL),
      v.maxValue(MAX_INTERVAL),
      v.title('Time on each slide (milliseconds)'),
      v.description(`How long each slide stays before the next, from ${MIN_INTERVAL} to ${MAX_INTERVAL} (1000 is one second).`),
    ),
    DEFAULT_INTERVAL,
  ),
  aspectRatio: aspectRatio(
    'Wide-screen aspect ratio',
    `The width of the wide-screen images divided by their height (3 for 1200 × 400). The page keeps this shape while the banner loads; ${DEFAULT_ASPECT_RATIO} when left empty.`,
    DEFAULT_ASPECT_RATIO,
  ),
  xsAspectRatio: aspectRatio(
    'Phone aspect ratio',
    `The width of the phone images divided by their height, on screens narrower than 576 pixels; ${DEFAULT_XS_ASPECT_RATIO} when left empty.`,
    DEFAULT_XS_ASPECT_RATIO,
  ),
  label: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(80),
      v.title('Name for screen readers'),
      v.description("What screen readers call the banner, such as 'Offers'; 'Highlights' when left empty."),
    ),
  ),
});

export default defineBlock({
  name: 'rotating-banner',
  title: 'Rotating banner',
  props: RotatingBannerPropsSchema,
  component: RotatingBanner,
  serverRender: true,
});
