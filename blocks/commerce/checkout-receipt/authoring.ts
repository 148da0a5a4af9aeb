import type { BlockAuthoring } from '#runtime/block.ts';
import type { CheckoutReceiptPropsSchema } from './index.ts';

export default {
  description:
    'The order confirmation shoppers see after checkout: order number, items, totals, shipping address and card, with Print and Continue shopping. Place it on the receipt page.',
  category: 'Commerce',
  keywords: ['receipt', 'order', 'confirmation', 'thank you', 'invoice'],
  icon: 'receipt',
  insertable: true,
  example: null,
} satisfies BlockAuthoring<typeof CheckoutReceiptPropsSchema>;
