import * as v from 'valibot';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { EventRegistration } from './event-registration.tsx';

export const EventRegistrationPropsSchema = v.strictObject({
  eventId: v.optional(
    v.pipe(
      v.string(),
      v.regex(TOKEN_PATTERN),
      v.title('Event'),
      v.description('The free event visitors register for. Without one, visitors see nothing.'),
      reference('event'),
    ),
  ),
});

export default defineBlock({
  name: 'free-simple-event-registration',
  title: 'Free event registration',
  props: EventRegistrationPropsSchema,
  component: EventRegistration,
  hydration: 'visible',
  serverRender: true,
});
