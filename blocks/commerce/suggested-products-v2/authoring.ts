import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'The old suggested products, kept so that older pages still open: visitors see nothing in its place. Use Suggested products instead.',
  category: 'Commerce',
  keywords: ['suggested', 'recommended', 'related', 'products', 'old'],
  icon: 'products',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
