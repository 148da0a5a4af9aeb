import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description: 'A larger empty space between two parts of a page, to set a new section apart.',
  category: 'Site',
  keywords: ['space', 'gap', 'divider', 'separator', 'margin'],
  icon: 'space',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
