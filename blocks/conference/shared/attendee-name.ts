import type { ConferenceTicket } from '#contracts/conference.ts';

/** The attendee as staff call them: first and last name, else the name on the badge. */
export function attendeeName(ticket: Pick<ConferenceTicket, 'firstName' | 'lastName' | 'displayName'>): string {
  return `${ticket.firstName} ${ticket.lastName}`.trim() || ticket.displayName;
}
