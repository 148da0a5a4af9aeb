import type { BlockAuthoring } from '#runtime/block.ts';
import type { QuickShopPropsSchema } from './index.ts';

export default {
  description:
    'Products you choose, in groups under headings, each with its price, options and a quick Add to Cart, for shoppers who know what they want.',
  category: 'Commerce',
  keywords: ['quick', 'order form', 'shop', 'products', 'list', 'reorder'],
  icon: 'products',
  insertable: true,
  example: { sections: [{ title: 'Essential oils', productIds: ['P100', 'P101'] }] },
} satisfies BlockAuthoring<typeof QuickShopPropsSchema>;
