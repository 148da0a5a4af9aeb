import type { BlockAuthoring } from '#runtime/block.ts';
import type { AllProductsPropsSchema } from './index.ts';

export default {
  description:
    'The whole catalogue, a page at a time: visitors filter by category, sort, and add products to their cart from the list.',
  category: 'Commerce',
  keywords: ['catalogue', 'catalog', 'shop', 'store', 'products', 'list', 'category'],
  icon: 'products',
  insertable: true,
  example: { pageSize: 6 },
} satisfies BlockAuthoring<typeof AllProductsPropsSchema>;
