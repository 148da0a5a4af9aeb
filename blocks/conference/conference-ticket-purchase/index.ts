import * as v from 'valibot';
import { TOKEN_PATTERN } from '../../../src/contracts/path-tokens.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { TicketPurchase } from './ticket-purchase.tsx';

const TicketPurchasePropsSchema = v.strictObject({
  typeLabels: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          conferenceId: v.pipe(v.string(), v.regex(TOKEN_PATTERN), v.description('The conference, by its id.')),
          label: v.pipe(v.string(), v.minLength(1), v.maxLength(60), v.description("Its ticket type picker's label.")),
        }),
      ),
      v.description("Per conference, the label of the ticket type picker instead of 'Ticket Type' (e.g. 'Pass')."),
    ),
  ),
});

export default defineBlock({
  name: 'conference-ticket-purchase',
  title: 'Conference ticket purchase',
  description:
    'Buys conference tickets with optional features: a block per ticket (event, ticket type, attendee, badge, translation and accessibility, features), then the cart. Staff with lookup access can fill a ticket from a profile.',
  props: TicketPurchasePropsSchema,
  component: TicketPurchase,
});
