import type { BlockAuthoring } from '#runtime/block.ts';
import type { AddToCartPropsSchema } from './index.ts';

export default {
  description:
    "One product's price, its options, a quantity and an Add to Cart button; for a donation, visitors choose the amount.",
  category: 'Commerce',
  keywords: ['buy', 'price', 'cart', 'basket', 'product', 'donation', 'order'],
  icon: 'cart',
  insertable: true,
  example: { productId: 'P100' },
} satisfies BlockAuthoring<typeof AddToCartPropsSchema>;
