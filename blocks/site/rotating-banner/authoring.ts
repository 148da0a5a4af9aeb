import type { BlockAuthoring } from '#runtime/block.ts';
import type { RotatingBannerPropsSchema } from './index.ts';

const picture = (name: string) => `/demo-home/pictures/banner-${name}.svg`;

export default {
  description:
    'Large pictures that take turns, each with its own picture for phones and an optional link, with a pause button. Visitors who ask for less motion are not shown the rotation.',
  category: 'Site',
  keywords: ['banner', 'slider', 'carousel', 'slideshow', 'hero', 'offers'],
  icon: 'banner',
  insertable: true,
  example: {
    label: 'Offers and news',
    slides: [
      {
        imageSrc: picture('spring-essentials'),
        xsImageSrc: picture('spring-essentials-xs'),
        href: '/products',
        alt: 'Spring essentials: fresh oils for brighter days. Shop the catalogue.',
      },
      {
        imageSrc: picture('evening-calm'),
        xsImageSrc: picture('evening-calm-xs'),
        href: '/p/lavender-essential-oil',
        alt: 'Make evenings calmer: lavender and a diffuser, a perfect pair. Meet lavender.',
      },
    ],
  },
} satisfies BlockAuthoring<typeof RotatingBannerPropsSchema>;
