import { DEMO_HOME_MEDIA_PREFIX } from './media-prefix.ts';
import { productPagePath } from '../pages/products.ts';
import { BANNER_SIZE, BANNER_XS_SIZE } from './home-pictures.ts';

/**
 * The props the demo CMS writes for the home page's rotating banner and product circle (also the
 * /blocks gallery's samples). Pictures and the video are the reference server's own
 * (server/routes/demo-home-media.ts), so nothing is fetched from outside.
 */

const picture = (name: string) => `${DEMO_HOME_MEDIA_PREFIX}/pictures/${name}.svg`;
const media = (file: string) => `${DEMO_HOME_MEDIA_PREFIX}/media/${file}`;

const bannerSlide = (name: string, href: string, alt: string) => ({
  imageSrc: picture(`banner-${name}`),
  xsImageSrc: picture(`banner-${name}-xs`),
  href,
  alt,
});

export const homeBannerProps = {
  label: 'Offers and news',
  interval: 5000,
  aspectRatio: BANNER_SIZE.width / BANNER_SIZE.height,
  xsAspectRatio: BANNER_XS_SIZE.width / BANNER_XS_SIZE.height,
  slides: [
    bannerSlide('spring-essentials', '/products', 'Spring essentials: fresh oils for brighter days. Shop the catalogue.'),
    bannerSlide(
      'evening-calm',
      productPagePath('lavender-essential-oil'),
      'Make evenings calmer: lavender and a diffuser, a perfect pair. Meet lavender.',
    ),
    bannerSlide(
      'giving-back',
      productPagePath('kids-foundation-donation'),
      'Every order gives back: support the Kids Foundation. Donate today.',
    ),
  ],
};

const category = (name: string, label: string) => ({ imageUrl: picture(`category-${name}`), label });

export const homeCircleProps = {
  heading: 'Find what you need',
  categories: [
    { ...category('essential-oils', 'Essential oils'), action: 'popup', productIds: ['P100', 'P101'] },
    { ...category('supplements', 'Supplements'), action: 'popup', productIds: ['P102', 'P103'] },
    { ...category('skin-care', 'Skin care'), action: 'popup', productIds: ['P104', 'P105'] },
    { ...category('herbal-tea', 'Herbal tea'), action: 'productPage', productUrl: productPagePath('herbal-tea-sampler') },
    { ...category('diffusers', 'Diffusers'), action: 'productPage', productUrl: productPagePath('ultrasonic-aroma-diffuser') },
    {
      ...category('evening-routine', 'My evening routine'),
      action: 'popup',
      video: {
        src: media('evening-routine.webm'),
        captionsSrc: media('evening-routine.vtt'),
        poster: picture('poster-evening-routine'),
      },
      productIds: ['P100', 'P107'],
    },
  ],
};

/** The free guide the visitor can download (the downloadable-image block). */
export const wellnessGuideProps = {
  src: '/demo-images/wellness-guide-cover.svg',
  alt: 'Cover of the free wellness guide',
  label: 'Download my free wellness guide',
  downloadUrl: '/demo-images/wellness-guide-cover.svg?download=1',
  width: 800,
  height: 800,
};
