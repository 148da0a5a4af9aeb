import { defineLabels } from '#host/labels.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import { EMAIL_MESSAGE } from '#validation/email.ts';
import { EVENT_COUNTRY_MESSAGE, EVENT_NAME_TOO_LONG_MESSAGE } from '#validation/event-registration.ts';

/**
 * Texts of the event registration block; a host overrides them as `eventRegistration.<key>`. The
 * spec gives the not-logged-in text; it gives none for the invalid-data warning (which every
 * failure shows) or the editors' missing-event message: those are ours.
 */
export const eventRegistrationLabels = defineLabels('eventRegistration', {
  event: 'Event',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  country: 'Country',
  countryPlaceholder: 'Choose a country',
  submit: 'Register',
  notLoggedIn: 'You must be logged in before you can register for events.',
  logIn: 'Log in',
  invalidData: 'Some information was missing or invalid. Please check the form and try again.',
  eventUnavailable: 'The event could not be loaded. Please ensure you are connected to the internet and try again.',
  tryAgain: 'Try again',
  /** `{event}` is the event's name, `{name}` who was registered. */
  registered: '{name} is registered for {event}.',
  /** `{ticketNumber}`: the ticket the server issued. */
  ticket: 'Ticket number: {ticketNumber}',
  registerAnother: 'Register another',
  missingEventId: 'This event registration block has no event. Set its eventId to the id of a free event.',
  /** `{eventId}`: the block's eventId. */
  unknownEventId: 'No event has the id "{eventId}". Check the eventId of this event registration block.',
  required: REQUIRED_MESSAGE,
  invalidEmail: EMAIL_MESSAGE,
  invalidCountry: EVENT_COUNTRY_MESSAGE,
  nameTooLong: EVENT_NAME_TOO_LONG_MESSAGE,
});

export type EventRegistrationLabels = typeof eventRegistrationLabels.defaults;
