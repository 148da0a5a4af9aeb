import type { Db } from './database.ts';

export interface DemoEvent {
  id: string;
  name: string;
  /** Days from the seed's run until the event, at `hourUtc` o'clock UTC: the demo's events stay upcoming. */
  daysAhead: number;
  hourUtc: number;
  timeZone: string;
  location: string;
  description: string;
}

/** The event the /events page registers for. */
export const featuredDemoEvent: DemoEvent = {
  id: 'essential-oils-101',
  name: 'Essential Oils 101',
  daysAhead: 14,
  hourUtc: 1,
  timeZone: 'America/Denver',
  location: 'Wash Park Community Room, Denver, CO',
  description: 'An evening introduction to essential oils: how they are made, how to use them safely, and samples to take home.',
};

/** The free events of the demo site. */
export const demoEvents: DemoEvent[] = [
  featuredDemoEvent,
  {
    id: 'online-product-tour',
    name: 'Online product tour',
    daysAhead: 21,
    hourUtc: 17,
    timeZone: 'America/New_York',
    location: 'Online (the link is emailed the day before)',
    description: 'A 45-minute video tour of the catalogue with time for your questions.',
  },
  {
    id: 'summer-open-house',
    name: 'Summer open house',
    daysAhead: 45,
    hourUtc: 16,
    timeZone: 'America/Denver',
    location: "Dana Rivers' studio, 1450 Larimer Street, Denver, CO",
    description: 'Drop in for refreshments, product demonstrations and a chat about the business.',
  },
];

/** When `event` starts, counted from `now`. */
export function demoEventStart(event: DemoEvent, now: Date = new Date()): Date {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() + event.daysAhead);
  start.setUTCHours(event.hourUtc, 0, 0, 0);
  return start;
}

/** Upserts the demo events, moving their dates ahead on every start so they stay upcoming. */
export async function seedSiteForms(db: Db): Promise<void> {
  for (const event of demoEvents) {
    await db.query(
      `insert into free_events (id, name, starts_at, time_zone, location, description) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set name = excluded.name, starts_at = excluded.starts_at, time_zone = excluded.time_zone,
         location = excluded.location, description = excluded.description`,
      [event.id, event.name, demoEventStart(event).toISOString(), event.timeZone, event.location, event.description],
    );
  }
}
