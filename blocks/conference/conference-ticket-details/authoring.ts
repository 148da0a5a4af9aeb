import type { BlockAuthoring } from '#runtime/block.ts';
import type { ConferenceTicketDetailsPropsSchema } from './index.ts';

// note: not insertable: it shows the ticket named in its page's address, which the site's own ticket page passes.
export default {
  description: "For conference staff: one ticket's details to change and save, check in, delete, or add options to.",
  category: 'Conference desk',
  keywords: ['ticket', 'attendee', 'edit', 'conference'],
  icon: 'ticket',
  insertable: false,
  example: null,
} satisfies BlockAuthoring<typeof ConferenceTicketDetailsPropsSchema>;
