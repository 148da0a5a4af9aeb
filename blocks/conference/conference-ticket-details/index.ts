import * as v from 'valibot';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceTicketDetails } from './ticket-details.tsx';

export const ConferenceTicketDetailsPropsSchema = v.strictObject({
  uid: v.pipe(
    v.string(),
    v.regex(TOKEN_PATTERN),
    v.title('Ticket'),
    v.description("The ticket's code, such as SUM27-0001; the ticket's own page passes it."),
  ),
});

export default defineBlock({
  name: 'conference-ticket-details',
  title: 'Conference ticket details',
  props: ConferenceTicketDetailsPropsSchema,
  component: ConferenceTicketDetails,
});
