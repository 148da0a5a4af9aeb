import * as v from 'valibot';
import { validateEventRegistration } from '#validation/event-registration.ts';
import { defineEndpoint } from './endpoint.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';

/** A free event people register for (the event registration block's event). */
export const FreeEventSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** ISO 8601 instant. */
  startsAt: v.string(),
  /** IANA time zone the event takes place in: its time is shown in it. */
  timeZone: v.string(),
  location: v.string(),
  description: v.string(),
});
export type FreeEvent = v.InferOutput<typeof FreeEventSchema>;

/** GET: one event, public (visitors see what they could register for); 404 when no event has the id. */
export const freeEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v2/free-simple-event-registration/public/events/{eventId}',
  data: FreeEventSchema,
});

const text = v.optional(v.string(), '');

/**
 * POST …/public/tickets: the spec's fields. The form's rules (src/validation/event-registration.ts)
 * run here too, each problem reported at its field, so a 422 names what to fix.
 */
export const EventRegistrationRequestSchema = v.pipe(
  v.object({
    firstName: text,
    lastName: text,
    email: text,
    countryIso3: text,
    eventId: v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'Choose an event.')),
    captcha: v.optional(v.string()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const [key, message] of Object.entries(validateEventRegistration(input))) {
      const value = input[key as keyof typeof input];
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value }] });
    }
  }),
);
export type EventRegistrationRequest = v.InferOutput<typeof EventRegistrationRequestSchema>;

/** The answer to a registration: the ticket, as stored. */
export const EventTicketSchema = v.object({
  ticketNumber: v.string(),
  eventId: v.string(),
  eventName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  countryIso3: v.string(),
});
export type EventTicket = v.InferOutput<typeof EventTicketSchema>;

/** Logged-in users only (401 otherwise); 422 is invalid data, with one message per field. */
export const eventTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v2/free-simple-event-registration/public/tickets',
  data: EventTicketSchema,
  body: EventRegistrationRequestSchema,
});
