import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'The video the site owner chose: a short silent preview, then the full video with captions when visitors press Play. The owner chooses it on the page itself while editing it; visitors see nothing until one is chosen.',
  category: 'Owner tools',
  keywords: ['video', 'movie', 'home page', 'welcome'],
  icon: 'video',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
