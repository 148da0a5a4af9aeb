import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'The pages and products a site search found, each with its title, address and a short excerpt. Place it on the page the search box leads to.',
  category: 'Site',
  keywords: ['search', 'results', 'find'],
  icon: 'search',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
