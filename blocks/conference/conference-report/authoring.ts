import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "For conference staff: a conference's attendance in figures (tickets, check-ins, party tickets, translation and accessibility needs, counts by ticket type, option and language), for this year's or a past conference.",
  category: 'Conference desk',
  keywords: ['report', 'attendance', 'statistics', 'figures', 'conference'],
  icon: 'report',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
