import { defineLabels } from '#host/labels.ts';
import { BROKEN_IMAGE_TEXT } from '#ui/use-broken-image.ts';

/** Texts of the rotating banner; a host overrides them as `rotatingBanner.<key>`. */
export const rotatingBannerLabels = defineLabels('rotatingBanner', {
  /** The banner's name for screen readers when the editor gave none. */
  banner: 'Highlights',
  /** aria-roledescription of the banner and of each slide. */
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{index} of {count}',
  pause: 'Pause slides',
  play: 'Play slides',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Show slide {index}',
  /** Edit mode only (visitors see nothing): `{src}` is the picture's address. */
  brokenImage: BROKEN_IMAGE_TEXT,
  /** Edit mode only, in place of one slide's picture (visitors get the other slides). */
  brokenSlide: 'The picture {src} could not be loaded, so visitors do not see this slide. Choose another picture.',
});
