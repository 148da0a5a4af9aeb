import type { BlockAuthoring } from '#runtime/block.ts';
import type { ProductDetailPageTopPropsSchema } from './index.ts';

export default {
  description:
    "The top of a product's page: its pictures, name, price, options, quantity and Add to Cart, with a Subscribe & Save choice.",
  category: 'Commerce',
  keywords: ['product', 'detail', 'buy', 'price', 'options', 'subscribe'],
  icon: 'product',
  insertable: true,
  example: { productId: 'P100' },
} satisfies BlockAuthoring<typeof ProductDetailPageTopPropsSchema>;
