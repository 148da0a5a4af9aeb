import type { BlockAuthoring } from '#runtime/block.ts';
import type { CartPropsSchema } from './index.ts';

export default {
  description:
    "Shows the shopper's cart with checkout: items and quantities, coupons, shipping, payment by card, auto-ship and past orders. A smaller version shows only the items and totals.",
  category: 'Commerce',
  keywords: ['cart', 'basket', 'checkout', 'payment', 'order', 'shopping bag', 'auto-ship'],
  icon: 'cart',
  insertable: true,
  example: { view: 'mini' },
} satisfies BlockAuthoring<typeof CartPropsSchema>;
