import type { BlockAuthoring } from '#runtime/block.ts';
import type { HomePageProductsPropsSchema } from './index.ts';

export default {
  description:
    'The 3 or 6 products the site owner features, each with its picture, name, price, description and a link to its page. The owner picks and orders them on the page itself while editing it; visitors see nothing until some are picked.',
  category: 'Owner tools',
  keywords: ['featured', 'products', 'home page', 'showcase', 'grid'],
  icon: 'products',
  insertable: true,
  example: { heading: 'Featured products' },
} satisfies BlockAuthoring<typeof HomePageProductsPropsSchema>;
