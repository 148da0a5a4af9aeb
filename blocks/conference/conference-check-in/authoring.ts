import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'The registration desk for conference staff: scan a ticket or find an attendee by name, RCN or order number, and check them in. Staff are warned of a second check-in and can undo the last one.',
  category: 'Conference desk',
  keywords: ['check-in', 'check in', 'registration desk', 'scan', 'attendee', 'conference'],
  icon: 'check-in',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
