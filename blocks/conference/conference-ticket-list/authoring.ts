import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "For conference staff: a conference's tickets to search, check in, edit or delete, and to download as a spreadsheet (CSV).",
  category: 'Conference desk',
  keywords: ['tickets', 'attendees', 'list', 'export', 'csv', 'conference'],
  icon: 'tickets',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
