import type { BlockAuthoring } from '#runtime/block.ts';
import type { ProductGalleryPropsSchema } from './index.ts';

export default {
  description:
    "A product's pictures: a large one, small ones with captions to choose from, and a larger view on click. It shows the option chosen elsewhere on the page.",
  category: 'Commerce',
  keywords: ['gallery', 'images', 'pictures', 'photos', 'product', 'zoom'],
  icon: 'images',
  insertable: true,
  example: { productId: 'P100' },
} satisfies BlockAuthoring<typeof ProductGalleryPropsSchema>;
