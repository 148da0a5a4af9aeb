import type { BlockAuthoring } from '#runtime/block.ts';
import type { AddToCartButtonPropsSchema } from './index.ts';

export default {
  description: 'Just an Add to Cart button for one product option, to place inside an article or a promotion.',
  category: 'Commerce',
  keywords: ['buy', 'button', 'cart', 'basket', 'sku', 'order'],
  icon: 'cart',
  insertable: true,
  example: { skuNumber: 'LAV05', label: 'Add lavender to cart' },
} satisfies BlockAuthoring<typeof AddToCartButtonPropsSchema>;
