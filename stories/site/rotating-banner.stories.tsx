import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/rotating-banner/index.ts';

/** A banner picture as a data URL, so the stories need no image server. */
function picture(label: string, width: number, height: number, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 50% 85%)"/>` +
    `<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#1f2937">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slide = (label: string, hue: number, href?: string) => ({
  imageSrc: picture(label, 1800, 600, hue),
  xsImageSrc: picture(`${label} (narrow)`, 900, 600, hue),
  alt: label,
  ...(href ? { href } : {}),
});

const slides = [
  slide('Spring essentials', 150, '#spring'),
  slide('Make evenings calmer', 265, '#evening'),
  slide('Every order gives back', 25),
];

const meta = {
  title: 'Site/rotating-banner',
  component: block.component,
  args: { slides, interval: 6000, aspectRatio: 3, xsAspectRatio: 1.5, label: 'Offers' },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide shown now, by its 'n of m' name. */
const activeSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.cmsb-rotating-banner__slide.swiper-slide-active')?.getAttribute('aria-label');

/**
 * Waits until the banner has stopped swiper's Autoplay (the same step makes the slides a polite
 * live region), so no timer is left to turn them.
 */
async function expectAutoplayStopped(canvasElement: HTMLElement) {
  const slides = canvasElement.querySelector<HTMLElement & { swiper: { autoplay: { running: boolean } } }>(
    '.cmsb-rotating-banner__slides',
  );
  await waitFor(() => expect(slides?.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite'));
  await expect(slides?.swiper.autoplay.running).toBe(false);
}

export const Playground: Story = {};

/** It turns to the next slide by itself at the configured interval. */
export const Autoplaying: Story = {
  args: { interval: 2000 },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Offers' });
    await expect(banner).toHaveAttribute('data-state', 'playing');
    await expect(activeSlide(canvasElement)).toBe('1 of 3');
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 3'), { timeout: 4000 });
    // swiper's stylesheet is adopted (a constructable sheet, never a <style> element)
    const wrapper = canvasElement.querySelector('.cmsb-rotating-banner__slides > .swiper-wrapper');
    await expect(wrapper && getComputedStyle(wrapper).display).toBe('flex');
  },
};

/** The pause button stops it for good: it stays on its slide, and the button offers Play. */
export const Paused: Story = {
  args: { interval: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slides' }));
    // the pointer leaves, which alone would let it turn again
    await userEvent.unhover(canvas.getByRole('region', { name: 'Offers' }));
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expectAutoplayStopped(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute('data-state', 'stopped');
  },
};

/** Visitors who ask for reduced motion get no autoplay; Play starts it if they want it. */
export const ReducedMotion: Story = {
  args: { interval: 2000 },
  beforeEach: () => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      return query.includes('prefers-reduced-motion')
        ? Object.defineProperty(list, 'matches', { value: query.includes('reduce') })
        : list;
    };
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expectAutoplayStopped(canvasElement);
    await expect(activeSlide(canvasElement)).toBe('1 of 3');
  },
};

/** One slide: a still picture with its link, and no controls. */
export const SingleSlide: Story = {
  args: { slides: [slide('Spring essentials', 150, '#spring')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Spring essentials' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('.cmsb-rotating-banner')).toHaveAttribute('data-state', 'single');
  },
};

/** One slide whose picture does not load (deleted): editors see why, visitors nothing (the slot takes no space). */
export const SinglePictureGone: Story = {
  args: { slides: [{ imageSrc: '/media/deleted-banner.png', alt: 'Spring essentials' }] },
  parameters: { pageConfig: { editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The picture /media/deleted-banner.png could not be loaded, so visitors see nothing here. Choose another picture.',
      ),
    ).toBeVisible();
  },
};

/**
 * Three slides, the second one's picture deleted: visitors get the other two; editors see the
 * reason in its place.
 */
export const OneSlidePictureGone: Story = {
  args: {
    slides: [
      slide('Spring essentials', 150),
      { imageSrc: '/media/deleted-banner.png', alt: 'Make evenings calmer' },
      slide('Every order gives back', 25),
    ],
  },
  parameters: { pageConfig: { editMode: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The picture /media/deleted-banner.png could not be loaded, so visitors do not see this slide. Choose another picture.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(3);
  },
};

/**
 * Slides without a phone picture: on screens narrower than 576 px the wide picture shows whole,
 * with space above and below, so the words drawn into it are never cut.
 */
export const WithoutPhonePictures: Story = {
  args: { slides: slides.map(({ xsImageSrc: _phone, ...wideOnly }) => wideOnly) },
  play: async ({ canvasElement }) => {
    const pictures = [...canvasElement.querySelectorAll('.cmsb-rotating-banner__picture')];
    await expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      await expect(picture).toHaveClass('cmsb-rotating-banner__picture--wide-only');
      await expect(picture.querySelector('source')).toBeNull();
    }
  },
};
