import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'Links between the conference staff tools (ticket list, check-in, buying tickets, custom badge, report, log out), shown to conference staff only. Staff can hide it.',
  category: 'Conference desk',
  keywords: ['menu', 'navigation', 'staff', 'conference', 'links'],
  icon: 'menu',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
