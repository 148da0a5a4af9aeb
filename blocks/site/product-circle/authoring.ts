import type { BlockAuthoring } from '#runtime/block.ts';
import type { ProductCirclePropsSchema } from './index.ts';

const picture = (name: string) => `/demo-home/pictures/category-${name}.svg`;

export default {
  description:
    'Round category pictures in a wheel (a grid on phones). A click opens a window with the category’s products and video, or goes to a page.',
  category: 'Site',
  keywords: ['categories', 'circle', 'wheel', 'shop by category', 'products', 'popup'],
  icon: 'circle',
  insertable: true,
  example: {
    heading: 'Find what you need',
    categories: [
      { imageUrl: picture('essential-oils'), label: 'Essential oils', action: 'popup', productIds: ['P100', 'P101'] },
      { imageUrl: picture('supplements'), label: 'Supplements', action: 'popup', productIds: ['P102', 'P103'] },
      { imageUrl: picture('skin-care'), label: 'Skin care', action: 'popup', productIds: ['P104', 'P105'] },
      { imageUrl: picture('herbal-tea'), label: 'Herbal tea', action: 'productPage', productUrl: '/p/herbal-tea-sampler' },
    ],
  },
} satisfies BlockAuthoring<typeof ProductCirclePropsSchema>;
