import type { BlockAuthoring } from '#runtime/block.ts';
import type { SuggestedProductsV3PropsSchema } from './index.ts';

export default {
  description:
    "A row of products from one category, in a new order each visit, leaving out the page's own product and what is already in the cart.",
  category: 'Commerce',
  keywords: ['suggested', 'recommended', 'related', 'you may also like', 'upsell', 'products'],
  icon: 'products',
  insertable: true,
  example: { productId: 'P100', categoryName: 'Essential Oils', count: 3 },
} satisfies BlockAuthoring<typeof SuggestedProductsV3PropsSchema>;
