import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description: 'Empty space between two parts of a page, as tall as a short paragraph.',
  category: 'Site',
  keywords: ['space', 'gap', 'divider', 'separator', 'margin'],
  icon: 'space',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
