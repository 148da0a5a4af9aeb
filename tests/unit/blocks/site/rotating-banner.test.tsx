import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toJsonSchema } from '@valibot/to-json-schema';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import block, { BannerSlideSchema, RotatingBannerPropsSchema } from '../../../../blocks/site/rotating-banner/index.ts';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_INTERVAL,
  DEFAULT_XS_ASPECT_RATIO,
  imageLoading,
  loops,
  rotationState,
  slideLabel,
  startsPlaying,
  swiperMessage,
} from '../../../../blocks/site/rotating-banner/rotation.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { fieldsFor } from '#editor/schema-fields.ts';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';

const RotatingBanner = block.component;

const slide = (name: string, extra: Record<string, string> = {}) => ({
  imageSrc: `/pictures/${name}.svg`,
  alt: `Slide ${name}`,
  ...extra,
});

const props = (input: Record<string, unknown>) => v.parse(RotatingBannerPropsSchema, input);

const threeSlides = () =>
  props({
    slides: [
      slide('a', { href: '/products', xsImageSrc: '/pictures/a-xs.svg' }),
      slide('b'),
      slide('c', { href: 'https://example.com/c' }),
    ],
  });

/** Makes `prefers-reduced-motion: reduce` match (jsdom has no matchMedia). */
function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown,
  );
}

afterEach(() => vi.unstubAllGlobals());

const banner = (container: HTMLElement) => container.querySelector('.cmsb-rotating-banner');

describe('rotating-banner rules', () => {
  it('autoplays only with several slides and when the visitor has not asked for reduced motion', () => {
    expect(startsPlaying(3, false)).toBe(true);
    expect(startsPlaying(3, true)).toBe(false);
    expect(startsPlaying(1, false)).toBe(false);
  });

  it('loops endlessly with two slides or more', () => {
    expect(loops(1)).toBe(false);
    expect(loops(2)).toBe(true);
  });

  it('turns only while playing and neither hovered nor focused', () => {
    const base = { slideCount: 3, playing: true, hovered: false, focused: false };
    expect(rotationState(base)).toBe('playing');
    expect(rotationState({ ...base, hovered: true })).toBe('held');
    expect(rotationState({ ...base, focused: true })).toBe('held');
    expect(rotationState({ ...base, playing: false })).toBe('stopped');
    expect(rotationState({ ...base, playing: false, hovered: true })).toBe('stopped');
    expect(rotationState({ ...base, slideCount: 1 })).toBe('single');
  });

  it("names slides 'n of m' and gives swiper its own placeholders", () => {
    expect(slideLabel('{index} of {count}', 0, 3)).toBe('1 of 3');
    expect(slideLabel('{index} of {count}', 2, 3)).toBe('3 of 3');
    expect(swiperMessage('Show slide {index} of {count}')).toBe('Show slide {{index}} of {{slidesLength}}');
  });

  it('loads the first picture at once, the rest lazily, and the next one early once the shown one is there', () => {
    expect([0, 1, 2, 3].map((i) => imageLoading(i, 0, 4, false))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect([0, 1, 2, 3].map((i) => imageLoading(i, 0, 4, true))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect([0, 1, 2, 3].map((i) => imageLoading(i, 3, 4, true))).toEqual(['eager', 'lazy', 'lazy', 'eager']);
    expect([0, 1, 2, 3].map((i) => imageLoading(i, 2, 4, true))).toEqual(['eager', 'lazy', 'eager', 'eager']);
  });
});

describe('rotating-banner props', () => {
  it('fills in the configured interval and the aspect ratios the page reserves', () => {
    expect(props({ slides: [slide('a')] })).toEqual({
      slides: [slide('a')],
      interval: DEFAULT_INTERVAL,
      aspectRatio: DEFAULT_ASPECT_RATIO,
      xsAspectRatio: DEFAULT_XS_ASPECT_RATIO,
    });
  });

  it("tells the editor the narrow picture's size: 1200 × 800 pixels, the default phone shape", () => {
    const slideFields = fieldsFor(toJsonSchema(BannerSlideSchema, { errorMode: 'throw' }) as JsonSchema);
    const hint = slideFields.find((field) => field.name === 'xsImageSrc')?.hint;
    expect(hint).toContain(`Best 1200 × 800 pixels, the shape of the phone aspect ratio ${DEFAULT_XS_ASPECT_RATIO}`);
    expect(hint).toContain('Without it phones show the wide image whole');
  });

  it.each([
    [2000, true],
    [30_000, true],
    [1999, false],
    [30_001, false],
    [4500.5, false],
  ])('takes an interval of %s ms: %s', (interval, valid) => {
    expect(v.is(RotatingBannerPropsSchema, { slides: [slide('a')], interval })).toBe(valid);
  });

  it('needs at least one slide, each with a text alternative and safe addresses', () => {
    expect(v.is(RotatingBannerPropsSchema, { slides: [] })).toBe(false);
    expect(v.is(RotatingBannerPropsSchema, { slides: [{ imageSrc: '/a.svg', alt: ' ' }] })).toBe(false);
    expect(v.is(RotatingBannerPropsSchema, { slides: [slide('a', { href: 'javascript:alert(1)' })] })).toBe(false);
    expect(v.is(RotatingBannerPropsSchema, { slides: [slide('a', { imageSrc: 'data:image/png;base64,AAAA' })] })).toBe(false);
    expect(v.is(RotatingBannerPropsSchema, { slides: [slide('a', { xsImageSrc: '//evil.example/x.png' })] })).toBe(false);
    expect(v.is(RotatingBannerPropsSchema, { slides: [slide('a')], aspectRatio: 0 })).toBe(false);
  });
});

describe('rotating-banner', () => {
  it("names the carousel and its slides 'n of m', with each picture, narrow picture and link", () => {
    const { container } = render(<RotatingBanner {...threeSlides()} label="Offers" />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = container.querySelectorAll('.cmsb-rotating-banner__slide');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0] as HTMLElement).getByRole('link', { name: 'Slide a' })).toHaveAttribute('href', '/products');
    expect(slides[0]?.querySelector('source')).toHaveAttribute('srcset', '/pictures/a-xs.svg');
    expect(slides[0]?.querySelector('source')).toHaveAttribute('media', '(max-width: 575.98px)');
    expect(slides[1]?.querySelector('a, source')).toBeNull();
    // without a narrow picture phones see the wide one whole (rotating-banner.css), not cropped
    expect(slides[0]?.querySelector('picture')).not.toHaveClass('cmsb-rotating-banner__picture--wide-only');
    expect(slides[1]?.querySelector('picture')).toHaveClass('cmsb-rotating-banner__picture--wide-only');
    // only the shown slide is in the tab order and the accessibility tree
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
  });

  it('fetches the first picture first and the others lazily', () => {
    const { container } = render(<RotatingBanner {...threeSlides()} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', String(Math.round(1600 / DEFAULT_ASPECT_RATIO)));
  });

  it('rotates by itself until the visitor pauses it with the button, which then offers Play', async () => {
    const user = userEvent.setup();
    const { container } = render(<RotatingBanner {...threeSlides()} />);
    expect(banner(container)).toHaveAttribute('data-state', 'playing');
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(banner(container)).toHaveAttribute('data-state', 'stopped');
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('puts the pause button first in the tab order; Space stops the rotation and it stays stopped when focus moves on', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <a href="#before">Before</a>
        <RotatingBanner {...threeSlides()} />
        <a href="#after">After</a>
      </>,
    );
    screen.getByRole('link', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toHaveFocus();
    // focus on the pause button does not hold it: the visitor is about to decide
    expect(banner(container)).toHaveAttribute('data-state', 'playing');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play slides' })).toHaveFocus();
    expect(banner(container)).toHaveAttribute('data-state', 'stopped');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    act(() => screen.getByRole('link', { name: 'After' }).focus());
    expect(banner(container)).toHaveAttribute('data-state', 'stopped');
  });

  it('holds while keyboard focus or the mouse is on the slides, and goes on when they leave', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <RotatingBanner {...threeSlides()} />
        <a href="#after">After</a>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(banner(container)).toHaveAttribute('data-state', 'held');
    act(() => screen.getByRole('link', { name: 'After' }).focus());
    expect(banner(container)).toHaveAttribute('data-state', 'playing');
    await user.hover(banner(container) as HTMLElement);
    expect(banner(container)).toHaveAttribute('data-state', 'held');
    await user.unhover(banner(container) as HTMLElement);
    expect(banner(container)).toHaveAttribute('data-state', 'playing');
  });

  it('does not start by itself for visitors who ask for reduced motion, but plays when they ask', async () => {
    reduceMotion();
    const user = userEvent.setup();
    const { container } = render(<RotatingBanner {...threeSlides()} />);
    expect(banner(container)).toHaveAttribute('data-state', 'stopped');
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('shows a single slide as a still picture, with no controls', () => {
    const { container } = render(<RotatingBanner {...props({ slides: [slide('a', { href: '/products' })] })} />);
    expect(banner(container)).toHaveAttribute('data-state', 'single');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Slide a' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('img', { name: 'Slide a' })).toHaveAttribute('loading', 'eager');
  });

  it('shows visitors nothing where its one picture does not load, and tells editors why', () => {
    const gone = props({ slides: [slide('gone')] });
    const visitor = render(<RotatingBanner {...gone} />);
    fireEvent.error(screen.getByRole('img', { name: 'Slide gone' }));
    expect(visitor.container).toBeEmptyDOMElement();
    visitor.unmount();

    render(
      <HostProvider config={{ ...defaultPageConfig, editMode: true }}>
        <RotatingBanner {...gone} />
      </HostProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Slide gone' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The picture /pictures/gone.svg could not be loaded, so visitors see nothing here. Choose another picture.',
    );
  });

  it('leaves out for visitors a slide whose picture does not load, and shows nothing once none is left', () => {
    const visitor = render(<RotatingBanner {...threeSlides()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Slide b' }));
    expect(screen.queryByRole('img', { name: 'Slide b' })).toBeNull();
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    fireEvent.error(screen.getByRole('img', { name: 'Slide c' }));
    // one slide left: a still picture, without the carousel's controls
    expect(screen.queryByRole('button')).toBeNull();
    expect(banner(visitor.container)).toHaveAttribute('data-state', 'single');
    fireEvent.error(screen.getByRole('img', { name: 'Slide a' }));
    expect(visitor.container).toBeEmptyDOMElement();
  });

  it('shows editors the reason in place of a slide whose picture does not load, and keeps the slide', () => {
    render(
      <HostProvider config={{ ...defaultPageConfig, editMode: true }}>
        <RotatingBanner {...threeSlides()} />
      </HostProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Slide b' }));
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: '2 of 3' })).getByRole('alert')).toHaveTextContent(
      'The picture /pictures/b.svg could not be loaded, so visitors do not see this slide. Choose another picture.',
    );
  });

  it('takes its texts from the page config', () => {
    render(
      <HostProvider
        config={{ ...defaultPageConfig, labels: { 'rotatingBanner.pause': 'Pause', 'rotatingBanner.banner': 'Angebote' } }}
      >
        <RotatingBanner {...threeSlides()} />
      </HostProvider>,
    );
    expect(screen.getByRole('region', { name: 'Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});
