import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'Lets visitors accept or decline each kind of cookie, and change or withdraw their choice later. Place it on the page the cookie notice links to.',
  category: 'Site',
  keywords: ['cookies', 'consent', 'privacy', 'gdpr', 'preferences'],
  icon: 'cookie',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
