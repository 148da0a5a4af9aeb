import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { classifyFailure } from '#api/errors/api-error.ts';
import type { Product, ProductImage } from '#contracts/products.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Modal } from '#ui/modal.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { prefersReducedMotion } from '#ui/reduced-motion.ts';
import { useBrowserValue } from '#ui/use-browser-value.ts';
import { NothingToShow } from '#runtime/nothing-to-show.tsx';
import { useSlotFailure } from '#runtime/use-slot-failure.ts';
import { useStyles } from '#ui/use-styles.ts';
import { useProduct } from '../shared/use-product.ts';
import { useSelectedSku } from '../shared/sku-selection.ts';
import { imageAlt } from '../shared/product-display.ts';
import { galleryImages, imagesKey, wrapIndex } from './gallery-images.ts';
import { productGalleryLabels } from './labels.ts';
import css from './product-gallery.css?inline';
import { SWIPER_CSS } from '#ui/swiper-styles.ts';

export interface ProductGalleryProps {
  productId: string;
}

export type ProductGalleryState = 'loading' | 'ready' | 'not-found' | 'no-image' | 'error';

/**
 * The product's pictures: a main image that slides (swiper), thumbnails with captions when there is
 * more than one, and an overlay with the high-resolution image. It shows the pictures of the SKU
 * chosen for the product in any block on the page. A product that is gone, or has no picture, leaves
 * visitors nothing to see (see NothingToShow); editors see why.
 */
export function ProductGallery({ productId }: ProductGalleryProps) {
  useStyles(SWIPER_CSS);
  useStyles(css);
  const labels = useLabels(productGalleryLabels);
  const query = useProduct(productId);
  const gone = query.isError && classifyFailure(query.error).kind === 'not-found';
  useSlotFailure(query.isError && !gone ? `product ${productId} failed to load.` : null);
  if (query.data) return <ProductPictures product={query.data} />;
  if (gone) {
    return (
      <NothingToShow failure={`there is no product ${productId}.`}>
        <GalleryMessage state="not-found">
          <p className="cmsb-product-gallery__message">{labels.notFound}</p>
        </GalleryMessage>
      </NothingToShow>
    );
  }
  return (
    <GalleryMessage state={query.isError ? 'error' : 'loading'}>
      {query.isError ? <p className="cmsb-product-gallery__message">{labels.loadError}</p> : <Spinner label={labels.loading} />}
    </GalleryMessage>
  );
}

/** The gallery's box holding a message or the spinner in place of its pictures. */
function GalleryMessage({ state, children }: { state: ProductGalleryState; children: ReactNode }) {
  return (
    <div className="cmsb-product-gallery" data-state={state}>
      <div className="cmsb-product-gallery__stage cmsb-product-gallery__placeholder">{children}</div>
    </div>
  );
}

function ProductPictures({ product }: { product: Product }) {
  const labels = useLabels(productGalleryLabels);
  const [sku] = useSelectedSku(product);
  const images = galleryImages(product, sku);
  const [first] = images;
  if (!first) {
    return (
      <NothingToShow failure={`product ${product.productId} has no picture.`}>
        <GalleryMessage state="no-image">
          <p className="cmsb-product-gallery__message">{labels.noImage}</p>
        </GalleryMessage>
      </NothingToShow>
    );
  }
  // note: keyed by the pictures, so a SKU with other pictures starts afresh at its first one
  return <Slides key={imagesKey(images)} images={images} first={first} productName={product.name} skuNumber={sku.skuNumber} />;
}

interface SlidesProps {
  images: ProductImage[];
  /** `images[0]`, there for sure. */
  first: ProductImage;
  productName: string;
  skuNumber: string;
}

function Slides({ images, first, productName, skuNumber }: SlidesProps) {
  const labels = useLabels(productGalleryLabels);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const thumbsId = useId();
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  const count = images.length;
  const several = count > 1;
  const current = images[index] ?? first;

  const go = (to: number) => {
    const next = wrapIndex(to, count);
    setIndex(next);
    if (main && !main.destroyed) main.slideTo(next);
  };

  const onOverlayKey = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="cmsb-product-gallery"
      data-state="ready"
      data-sku={skuNumber}
      role="group"
      aria-label={fillLabel(labels.gallery, { name: productName })}
    >
      <div className="cmsb-product-gallery__stage">
        <Swiper
          className="cmsb-product-gallery__main"
          modules={[Thumbs]}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          speed={reducedMotion ? 0 : 300}
          onSwiper={setMain}
          onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
        >
          {images.map((image, i) => {
            const alt = imageAlt(image, productName);
            return (
              <SwiperSlide key={image.imageId} className="cmsb-product-gallery__slide" inert={i !== index}>
                <button
                  type="button"
                  className="cmsb-product-gallery__enlarge"
                  aria-label={fillLabel(labels.enlarge, { image: alt })}
                  onClick={() => {
                    setIndex(i);
                    setEnlarged(true);
                  }}
                >
                  <img
                    className="cmsb-product-gallery__image"
                    src={image.imageSrc}
                    width={image.width}
                    height={image.height}
                    alt={alt}
                    // The first picture is the page's largest paint: fetched at once and first.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                </button>
              </SwiperSlide>
            );
          })}
        </Swiper>
        {several ? (
          <>
            <button
              type="button"
              className="cmsb-product-gallery__step cmsb-product-gallery__step--previous"
              aria-label={labels.previous}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="cmsb-product-gallery__step cmsb-product-gallery__step--next"
              aria-label={labels.next}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>

      {several ? (
        <nav className="cmsb-product-gallery__thumbnails" aria-labelledby={thumbsId}>
          <span className="cmsb-visually-hidden" id={thumbsId}>
            {labels.thumbnails}
          </span>
          <Swiper
            className="cmsb-product-gallery__thumbs"
            modules={[Thumbs]}
            onSwiper={setThumbs}
            slidesPerView="auto"
            spaceBetween={8}
            watchSlidesProgress
          >
            {images.map((image, i) => (
              <SwiperSlide key={image.imageId} className="cmsb-product-gallery__thumb">
                <button
                  type="button"
                  className="cmsb-product-gallery__thumb-button"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <img
                    className="cmsb-product-gallery__thumb-image"
                    src={image.thumbSrc}
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  {image.caption.trim() ? (
                    <span className="cmsb-product-gallery__caption">{image.caption}</span>
                  ) : (
                    <span className="cmsb-visually-hidden">{fillLabel(labels.showImage, { index: i + 1, count })}</span>
                  )}
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
        </nav>
      ) : null}

      <Modal open={enlarged} title={productName} onClose={() => setEnlarged(false)} className="cmsb-product-gallery__overlay">
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys from the overlay's focused controls bubble here; the div itself takes no focus */}
        <div className="cmsb-product-gallery__zoom" onKeyDown={onOverlayKey}>
          <figure className="cmsb-product-gallery__figure">
            <img
              className="cmsb-product-gallery__zoom-image"
              src={current.highResSrc || current.imageSrc}
              width={current.width}
              height={current.height}
              alt={imageAlt(current, productName)}
              loading="lazy"
              decoding="async"
            />
            {current.caption.trim() ? (
              <figcaption className="cmsb-product-gallery__zoom-caption">{current.caption}</figcaption>
            ) : null}
          </figure>
          {several ? (
            <div className="cmsb-product-gallery__zoom-nav">
              <button type="button" className="cmsb-product-gallery__zoom-step" onClick={() => go(index - 1)}>
                <span aria-hidden="true">‹ </span>
                {labels.previous}
              </button>
              <p className="cmsb-product-gallery__counter" aria-live="polite">
                {fillLabel(labels.imageOf, { index: index + 1, count })}
              </p>
              <button type="button" className="cmsb-product-gallery__zoom-step" onClick={() => go(index + 1)}>
                {labels.next}
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}
