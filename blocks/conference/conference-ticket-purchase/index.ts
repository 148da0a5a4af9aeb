import * as v from 'valibot';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { TicketPurchase } from './ticket-purchase.tsx';

export const TicketPurchasePropsSchema = v.strictObject({
  typeLabels: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.strictObject({
            conferenceId: v.pipe(v.string(), v.regex(TOKEN_PATTERN), v.title('Conference'), reference('conference')),
            label: v.pipe(
              v.string(),
              v.minLength(1),
              v.maxLength(60),
              v.title('Ticket type label'),
              v.description("Said instead of 'Ticket Type' for this conference, such as 'Pass'."),
            ),
          }),
          v.title('Ticket type label'),
        ),
      ),
      v.title('Ticket type labels'),
      v.description("Per conference, what the ticket type choice is called instead of 'Ticket Type'."),
    ),
  ),
});

export default defineBlock({
  name: 'conference-ticket-purchase',
  title: 'Conference ticket purchase',
  props: TicketPurchasePropsSchema,
  component: TicketPurchase,
  serverRender: true,
});
