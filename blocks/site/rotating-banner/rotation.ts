import { fillLabel } from '#host/labels.ts';

/** Bounds of the configured interval between slides, in milliseconds. */
export const MIN_INTERVAL = 2000;
export const MAX_INTERVAL = 30_000;
export const DEFAULT_INTERVAL = 6000;

/** The banner's width / height on wide screens and, below NARROW_MAX_WIDTH, with the narrow pictures. */
export const DEFAULT_ASPECT_RATIO = 3;
export const DEFAULT_XS_ASPECT_RATIO = 1.5;

/**
 * The narrow picture's width the editor's form asks for: sharp on the widest phones (575 px) at
 * twice their pixel density.
 */
export const XS_IMAGE_WIDTH = 1200;

/**
 * Narrow screens (Bootstrap's xs) show each slide's xsImageSrc. The same width is written in
 * slot.css and rotating-banner.css, which reserve the narrow aspect ratio below it.
 */
export const NARROW_MEDIA = '(max-width: 575.98px)';

/**
 * - `single`: one slide, nothing to rotate;
 * - `playing`: rotating at the interval;
 * - `held`: the pointer or keyboard focus is on the banner, so it waits until they leave;
 * - `stopped`: the visitor paused it (or asked for reduced motion) and it stays put until they press Play.
 */
export type RotationState = 'single' | 'playing' | 'held' | 'stopped';

/** Autoplay starts by itself only with something to rotate and when the visitor has not asked for reduced motion. */
export function startsPlaying(slideCount: number, reducedMotion: boolean): boolean {
  return slideCount > 1 && !reducedMotion;
}

/** Looping needs at least two slides (swiper's loop with one slide only warns). */
export function loops(slideCount: number): boolean {
  return slideCount > 1;
}

export interface RotationInput {
  slideCount: number;
  /** The visitor's choice through the pause button (initially `startsPlaying`). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

export function rotationState({ slideCount, playing, hovered, focused }: RotationInput): RotationState {
  if (slideCount < 2) return 'single';
  if (!playing) return 'stopped';
  return hovered || focused ? 'held' : 'playing';
}

/** A slide's accessible name, 'n of m', from the label template '{index} of {count}'. */
export function slideLabel(template: string, index: number, count: number): string {
  return fillLabel(template, { index: index + 1, count });
}

/** A label template for swiper's a11y module, which writes `{{index}}` where ours write `{index}`. */
export function swiperMessage(template: string): string {
  return template.replace(/\{index\}/g, '{{index}}').replace(/\{count\}/g, '{{slidesLength}}');
}

/**
 * The first slide's picture loads at once (it is what the visitor sees first); the others lazily.
 * Once the shown picture has loaded, the next one is fetched eagerly too, so it is there before
 * the banner turns to it (a lazy picture slid in from outside the clipped banner starts loading
 * only as it slides in, and shows blank for a moment).
 */
export function imageLoading(slide: number, active: number, slideCount: number, activeLoaded: boolean): 'eager' | 'lazy' {
  if (slide === 0 || slide === active) return 'eager';
  return activeLoaded && slide === (active + 1) % slideCount ? 'eager' : 'lazy';
}
