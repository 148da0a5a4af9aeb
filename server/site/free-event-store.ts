import { randomBytes } from 'node:crypto';
import type { EventTicket, FreeEvent } from '#contracts/event-registration.ts';
import type { Db } from '../db/database.ts';

interface EventRow extends Omit<FreeEvent, 'startsAt'> {
  startsAt: Date;
}

export interface StoredEvent {
  event: FreeEvent;
  /** Registration closes once the event has started. */
  started: boolean;
}

export async function findFreeEvent(db: Db, eventId: string, now: Date = new Date()): Promise<StoredEvent | null> {
  const [row] = await db.query<EventRow>(
    `select id, name, starts_at as "startsAt", time_zone as "timeZone", location, description
     from free_events where id = $1`,
    [eventId],
  );
  if (!row) return null;
  return { event: { ...row, startsAt: row.startsAt.toISOString() }, started: row.startsAt.getTime() <= now.getTime() };
}

export interface NewRegistration {
  eventId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  countryIso3: string;
}

/** Ten characters, no 0/O or 1/I to misread when someone reads a ticket out at the door. */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newTicketNumber(): string {
  return Array.from(randomBytes(10), (byte) => TICKET_ALPHABET[byte % TICKET_ALPHABET.length]).join('');
}

/** Stores a registration for `event` and answers its ticket. */
export async function registerForEvent(db: Db, event: FreeEvent, registration: NewRegistration): Promise<EventTicket> {
  const ticketNumber = newTicketNumber();
  await db.query(
    `insert into free_event_registrations
       (ticket_number, event_id, registered_by_user_id, first_name, last_name, email, country_iso3)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      ticketNumber,
      event.id,
      registration.userId,
      registration.firstName,
      registration.lastName,
      registration.email,
      registration.countryIso3,
    ],
  );
  const { firstName, lastName, email, countryIso3 } = registration;
  return { ticketNumber, eventId: event.id, eventName: event.name, firstName, lastName, email, countryIso3 };
}
