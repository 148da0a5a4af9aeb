import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent } from 'react';
import { preload } from 'react-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { NothingToShow } from '#runtime/nothing-to-show.tsx';
import { Alert } from '#ui/alert.tsx';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { classNames } from '#ui/class-names.ts';
import { prefersReducedMotion } from '#ui/reduced-motion.ts';
import { useBrokenImages, type BrokenImages } from '#ui/use-broken-image.ts';
import { useBrowserValue } from '#ui/use-browser-value.ts';
import { useStyles } from '#ui/use-styles.ts';
import { rotatingBannerLabels } from './labels.ts';
import css from './rotating-banner.css?inline';
import {
  imageLoading,
  loops,
  NARROW_MEDIA,
  rotationState,
  slideLabel,
  startsPlaying,
  swiperMessage,
  type RotationState,
} from './rotation.ts';
import { SWIPER_CSS } from '#ui/swiper-styles.ts';

export interface BannerSlide {
  imageSrc: string;
  xsImageSrc?: string | undefined;
  href?: string | undefined;
  alt: string;
}

export interface RotatingBannerProps {
  slides: BannerSlide[];
  /** Milliseconds each slide stays. */
  interval: number;
  /** Width / height of the pictures on wide screens and of the narrow-screen pictures. */
  aspectRatio: number;
  xsAspectRatio: number;
  label?: string | undefined;
}

/** Where keyboard focus is: on the pause button the banner goes on turning (the visitor is about to decide). */
type FocusPlace = 'outside' | 'pause' | 'inside';

/** The nominal pixel size written on the pictures; CSS sizes them to the banner. */
const NOMINAL_WIDTH = 1600;

/** How long a slide glides in; reduced motion makes it jump. */
const SPEED = 600;

/**
 * The home page's hero: slides of pictures (a narrow-screen picture below 576 px) that turn in an
 * endless loop at the configured interval. Rotation waits while the pointer or keyboard focus is on
 * the banner, stops for good with the pause button, and never starts by itself for visitors who
 * ask for reduced motion. Slides are named 'n of m'; only the shown one is in the tab order. A slide
 * whose picture does not load is left out for visitors (a banner with none left shows nothing);
 * editors see it in its place, saying why.
 */
export function RotatingBanner({ slides, interval, aspectRatio, xsAspectRatio, label }: RotatingBannerProps) {
  useBaseStyles();
  useStyles(SWIPER_CSS);
  useStyles(css);
  const labels = useLabels(rotatingBannerLabels);
  const { editMode } = useHostConfig();
  const pictures = useBrokenImages();
  // note: the shape is the props' (React's style prop goes through the CSSOM, which a strict CSP allows)
  const shape = { '--_cmsb-banner-ratio': aspectRatio, '--_cmsb-banner-xs-ratio': xsAspectRatio } as CSSProperties;
  const sizes = {
    width: NOMINAL_WIDTH,
    wide: Math.round(NOMINAL_WIDTH / aspectRatio),
    narrow: Math.round(NOMINAL_WIDTH / xsAspectRatio),
  };

  const working = slides.filter((slide) => !pictures.isBroken(slide.imageSrc));
  const shown = editMode ? slides : working;
  const [first] = shown;
  if (!first) return null;
  if (working.length === 0) {
    const sources = slides.map((slide) => slide.imageSrc);
    return (
      <NothingToShow failure={`its ${sources.length === 1 ? 'picture' : 'pictures'} ${sources.join(', ')} could not be loaded.`}>
        {sources.map((src, index) => (
          <Alert key={index} type="warning">
            {fillLabel(labels.brokenImage, { src })}
          </Alert>
        ))}
      </NothingToShow>
    );
  }
  if (shown.length === 1) {
    return (
      <div className="cmsb-rotating-banner" data-state="single" style={shape}>
        <SlidePicture slide={first} loading="eager" priority sizes={sizes} pictures={pictures} />
      </div>
    );
  }
  return (
    <Carousel slides={shown} interval={interval} label={label ?? labels.banner} shape={shape} sizes={sizes} pictures={pictures} />
  );
}

interface CarouselProps {
  slides: BannerSlide[];
  interval: number;
  label: string;
  shape: CSSProperties;
  sizes: PictureSizes;
  pictures: BrokenImages;
}

function Carousel({ slides, interval, label, shape, sizes, pictures }: CarouselProps) {
  const labels = useLabels(rotatingBannerLabels);
  const count = slides.length;
  // note: read once mounted, so the server's HTML (which cannot know) and the browser's first render agree
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  /** The visitor's choice through the pause button; until then, startsPlaying decides. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? startsPlaying(count, reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focus, setFocus] = useState<FocusPlace>('outside');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const paginationRef = useRef<HTMLDivElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const state: RotationState = rotationState({ slideCount: count, playing, hovered, focused: focus === 'inside' });

  // swiper's own Autoplay turns the slides; this only starts and stops it as the state says.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    const run = state === 'playing';
    if (run && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!run && swiper.autoplay.running) swiper.autoplay.stop();
    // While it turns by itself screen readers are not told of every turn; once still, of each slide shown.
    swiper.wrapperEl.setAttribute('aria-live', run ? 'off' : 'polite');
  }, [swiper, state]);

  // Arrow keys turn the slides only while focus is in the banner: swiper's Keyboard module
  // listens on the whole document, where arrows belong to whatever else has focus.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (focus === 'outside') swiper.keyboard.disable();
    else swiper.keyboard.enable();
  }, [swiper, focus]);

  const onFocus = (event: FocusEvent) => setFocus(event.target === pauseRef.current ? 'pause' : 'inside');
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocus('outside');
  };
  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };

  const stopped = state === 'stopped';
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the banner only watches where pointer and focus are, to hold the rotation; its controls are the buttons inside
    <section
      className={classNames('cmsb-rotating-banner', count > 5 && 'cmsb-rotating-banner--many')}
      data-state={state}
      aria-roledescription={labels.carousel}
      aria-label={label}
      style={shape}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
    >
      {/* First in the tab order, as the carousel pattern asks: rotation control, then the slide pickers, then the slide. */}
      <div className="cmsb-rotating-banner__controls">
        <button
          ref={pauseRef}
          type="button"
          className="cmsb-rotating-banner__control cmsb-rotating-banner__pause"
          onClick={() => setChoice(stopped)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
          <span className="cmsb-visually-hidden">{stopped ? labels.play : labels.pause}</span>
        </button>
        <button type="button" className="cmsb-rotating-banner__control" onClick={() => swiper?.slidePrev()}>
          <ChevronIcon direction="previous" />
          <span className="cmsb-visually-hidden">{labels.previous}</span>
        </button>
        <div className="cmsb-rotating-banner__pagination" ref={paginationRef} />
        <button type="button" className="cmsb-rotating-banner__control" onClick={() => swiper?.slideNext()}>
          <ChevronIcon direction="next" />
          <span className="cmsb-visually-hidden">{labels.next}</span>
        </button>
      </div>
      <Swiper
        className="cmsb-rotating-banner__slides"
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        loop={loops(count)}
        speed={reducedMotion ? 0 : SPEED}
        // Enabled so Autoplay also waits while the tab is hidden; the effect above stops it at once when it should not run.
        autoplay={{ enabled: true, delay: interval, disableOnInteraction: false }}
        keyboard={{ enabled: false, onlyInViewport: false, pageUpDown: false }}
        pagination={{
          el: null,
          clickable: true,
          bulletClass: 'cmsb-rotating-banner__bullet',
          bulletActiveClass: 'cmsb-rotating-banner__bullet--active',
        }}
        a11y={{
          paginationBulletMessage: swiperMessage(labels.goTo),
          // The slides carry their own role and 'n of m' names (below).
          slideLabelMessage: '',
          slideRole: '',
          scrollOnFocus: false,
        }}
        onBeforeInit={(instance) => {
          // note: the pagination element is rendered before the Swiper, so its ref is set by now
          if (typeof instance.params.pagination === 'object') instance.params.pagination.el = paginationRef.current;
        }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            // The slides are the props' list, which never reorders while the block is mounted.
            key={index}
            className="cmsb-rotating-banner__slide"
            role="group"
            aria-roledescription={labels.slide}
            aria-label={slideLabel(labels.slideOf, index, count)}
            inert={index !== active}
          >
            <SlidePicture
              slide={slide}
              loading={imageLoading(index, active, count, loaded.has(active))}
              priority={index === 0}
              sizes={sizes}
              pictures={pictures}
              onLoad={() => setLoaded((done) => (done.has(index) ? done : new Set(done).add(index)))}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

interface PictureSizes {
  width: number;
  wide: number;
  narrow: number;
}

interface SlidePictureProps {
  slide: BannerSlide;
  loading: 'eager' | 'lazy';
  /** The first slide's picture is the page's largest paint: fetch it first. */
  priority: boolean;
  sizes: PictureSizes;
  /** Which pictures failed: a visitor never gets a failed one here, an editor gets the reason in its place. */
  pictures: BrokenImages;
  onLoad?: () => void;
}

function SlidePicture({ slide, loading, priority, sizes, pictures, onLoad }: SlidePictureProps) {
  const labels = useLabels(rotatingBannerLabels);
  if (pictures.isBroken(slide.imageSrc)) {
    return (
      <div className="cmsb-rotating-banner__broken">
        <Alert type="warning">{fillLabel(labels.brokenSlide, { src: slide.imageSrc })}</Alert>
      </div>
    );
  }
  // A picture inside <picture> gets no preload from React; the first slide's is asked for here, so a
  // server-rendered page's head fetches it before the scripts (each variant only where it is shown).
  if (priority) {
    if (slide.xsImageSrc) {
      preload(slide.xsImageSrc, { as: 'image', media: NARROW_MEDIA, fetchPriority: 'high' });
      preload(slide.imageSrc, { as: 'image', media: `not all and ${NARROW_MEDIA}`, fetchPriority: 'high' });
    } else preload(slide.imageSrc, { as: 'image', fetchPriority: 'high' });
  }
  // Without its narrow picture a slide shows the wide one whole on phones (rotating-banner.css):
  // its words are part of the picture, and a crop would cut them.
  const picture = (
    <picture
      className={classNames('cmsb-rotating-banner__picture', !slide.xsImageSrc && 'cmsb-rotating-banner__picture--wide-only')}
    >
      {slide.xsImageSrc ? (
        <source media={NARROW_MEDIA} srcSet={slide.xsImageSrc} width={sizes.width} height={sizes.narrow} />
      ) : null}
      <img
        className="cmsb-rotating-banner__image"
        src={slide.imageSrc}
        alt={slide.alt}
        width={sizes.width}
        height={sizes.wide}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={onLoad}
        onError={pictures.onError(slide.imageSrc)}
      />
    </picture>
  );
  return slide.href ? (
    <a className="cmsb-rotating-banner__link" href={slide.href}>
      {picture}
    </a>
  ) : (
    picture
  );
}

function PauseIcon() {
  return (
    <svg className="cmsb-rotating-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="4" y="3" width="4" height="14" rx="1" />
      <rect x="12" y="3" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className="cmsb-rotating-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 3.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 5 3.5Z" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className="cmsb-rotating-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
