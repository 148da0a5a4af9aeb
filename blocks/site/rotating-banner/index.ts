import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { webUrlSchema } from '../../../src/validation/content-url.ts';
import { RotatingBanner } from './rotating-banner.tsx';
import { DEFAULT_ASPECT_RATIO, DEFAULT_INTERVAL, DEFAULT_XS_ASPECT_RATIO, MAX_INTERVAL, MIN_INTERVAL } from './rotation.ts';

export const BannerSlideSchema = v.strictObject({
  imageSrc: webUrlSchema(
    'The picture on screens 576 px wide and wider, at the banner aspect ratio: a path of this site or an http(s) address.',
  ),
  xsImageSrc: v.optional(
    webUrlSchema('The picture on narrower screens, at the narrow aspect ratio. Without it the wide picture is cropped to fit.'),
  ),
  href: v.optional(
    webUrlSchema('Where the slide leads: a path of this site (/p/…) or an http(s) address. Without it the slide is not a link.'),
  ),
  alt: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(200),
    v.regex(/\S/, 'The picture needs a text alternative.'),
    v.description('What the picture shows or says (its words, an offer), read to visitors who cannot see it.'),
  ),
});

const aspectRatio = (description: string, fallback: number) =>
  v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(6), v.description(description)), fallback);

export const RotatingBannerPropsSchema = v.strictObject({
  slides: v.pipe(
    v.array(BannerSlideSchema),
    v.minLength(1),
    v.maxLength(10),
    v.description('The slides, in the order they are shown.'),
  ),
  interval: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(MIN_INTERVAL),
      v.maxValue(MAX_INTERVAL),
      v.description(`Milliseconds each slide stays before the next (${MIN_INTERVAL} to ${MAX_INTERVAL}).`),
    ),
    DEFAULT_INTERVAL,
  ),
  aspectRatio: aspectRatio(
    `Width divided by height of the pictures on wide screens; the banner keeps this shape while it loads. The page reserves ${DEFAULT_ASPECT_RATIO} before the block loads.`,
    DEFAULT_ASPECT_RATIO,
  ),
  xsAspectRatio: aspectRatio(
    `Width divided by height of the narrow-screen pictures (below 576 px wide). The page reserves ${DEFAULT_XS_ASPECT_RATIO} before the block loads.`,
    DEFAULT_XS_ASPECT_RATIO,
  ),
  label: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(80),
      v.description("The banner's name for screen readers, e.g. 'Offers' (default 'Highlights')."),
    ),
  ),
});

export default defineBlock({
  name: 'rotating-banner',
  title: 'Rotating banner',
  description:
    'Slides with a picture, a narrow-screen picture and a link, rotating in an endless loop at the configured interval, with a pause button; no autoplay for visitors who ask for reduced motion.',
  props: RotatingBannerPropsSchema,
  component: RotatingBanner,
});
