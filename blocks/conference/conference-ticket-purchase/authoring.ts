import type { BlockAuthoring } from '#runtime/block.ts';
import type { TicketPurchasePropsSchema } from './index.ts';

export default {
  description:
    "Sells conference tickets: for each ticket the conference, ticket type, attendee, badge name, translation and accessibility needs and extra options, then on to the cart. Staff can fill a ticket from a member's profile.",
  category: 'Conference desk',
  keywords: ['tickets', 'buy', 'conference', 'registration', 'event', 'pass'],
  icon: 'ticket',
  insertable: true,
  example: { typeLabels: [{ conferenceId: 'summit-2027', label: 'Pass' }] },
} satisfies BlockAuthoring<typeof TicketPurchasePropsSchema>;
