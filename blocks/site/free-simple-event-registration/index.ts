import * as v from 'valibot';
import { TOKEN_PATTERN } from '../../../src/contracts/path-tokens.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { EventRegistration } from './event-registration.tsx';

const EventRegistrationPropsSchema = v.strictObject({
  eventId: v.optional(
    v.pipe(
      v.string(),
      v.regex(TOKEN_PATTERN),
      v.description(
        'The id of the free event to register for. Without one (or with an unknown one) visitors see nothing and editors a notice.',
      ),
    ),
  ),
});

export default defineBlock({
  name: 'free-simple-event-registration',
  title: 'Free event registration',
  description:
    'Registers a logged-in visitor, and then anyone they register next, for one free event: first name, last name, email and country, and the captcha when it is on. Visitors who are not logged in are asked to log in.',
  props: EventRegistrationPropsSchema,
  component: EventRegistration,
});
