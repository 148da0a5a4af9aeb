import * as v from 'valibot';
import { TOKEN_PATTERN } from '../../../src/contracts/path-tokens.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceTicketDetails } from './ticket-details.tsx';

export default defineBlock({
  name: 'conference-ticket-details',
  title: 'Conference ticket details',
  description: 'Staff edit form of one ticket: save, check in, delete, add features.',
  props: v.strictObject({
    uid: v.pipe(
      v.string(),
      v.regex(TOKEN_PATTERN),
      v.description('The uid of the ticket to show; the details page passes the one in its address (/conference/ticket/{uid}).'),
    ),
  }),
  component: ConferenceTicketDetails,
});
