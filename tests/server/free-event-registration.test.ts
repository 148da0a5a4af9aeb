import * as v from 'valibot';
import { createApp } from '../../server/app.ts';
import { demoEvents } from '../../server/db/seed-site-forms.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { EventTicketSchema, FreeEventSchema } from '#contracts/event-registration.ts';
import { createTestApp, fakeCaptcha, login, postJson, type TestApp } from './support/test-app.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer', 'customer_123');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from free_event_registrations');
});

const BASE = '/api/v2/free-simple-event-registration/public';
const event = demoEvents[0]!;
const good = { firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com', countryIso3: 'GBR', eventId: event.id };
const register = (body: unknown, cookie: string | null = customer, app = t.app) =>
  postJson(app, `${BASE}/tickets`, body, cookie ? { Cookie: cookie } : {});
const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
const registrations = () =>
  t.db.query<{ eventId: string; userId: string; firstName: string; lastName: string; email: string; country: string }>(
    `select event_id as "eventId", registered_by_user_id as "userId", first_name as "firstName", last_name as "lastName",
       email, country_iso3 as country from free_event_registrations order by created_at`,
  );
const fieldTexts = (body: Envelope<unknown>) =>
  Object.fromEntries(body.messages.filter((m) => m.type === 'validatorMessage').map((m) => [m.source, m.value] as const));

describe('GET /public/events/{eventId}', () => {
  it('answers a seeded event to anyone, upcoming, with its time zone', async () => {
    const response = await t.app.request(`${BASE}/events/${event.id}`);
    expect(response.status).toBe(200);
    const answer = v.parse(FreeEventSchema, (await readEnvelope(response)).data);
    expect(answer).toMatchObject({ id: event.id, name: event.name, timeZone: event.timeZone, location: event.location });
    expect(Date.parse(answer.startsAt)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown event and 422 for an id that cannot be one', async () => {
    expect((await t.app.request(`${BASE}/events/no-such-event`)).status).toBe(404);
    expect((await t.app.request(`${BASE}/events/${encodeURIComponent('bad id!')}`)).status).toBe(422);
  });
});

describe('POST /public/tickets', () => {
  it('answers 401 without a login and stores nothing', async () => {
    const response = await register(good, null);
    expect(response.status).toBe(401);
    expect(await registrations()).toEqual([]);
  });

  it('registers a logged-in user, names capitalised, and answers the ticket', async () => {
    const response = await register({ ...good, firstName: '  ada ', email: ' ada@example.com ' });
    expect(response.status).toBe(200);
    const ticket = v.parse(EventTicketSchema, (await readEnvelope(response)).data);
    expect(ticket).toEqual({
      ticketNumber: expect.stringMatching(/^[A-HJ-NP-Z2-9]{10}$/) as string,
      eventId: event.id,
      eventName: event.name,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      countryIso3: 'GBR',
    });
    expect(await registrations()).toEqual([
      { eventId: event.id, userId: '1003', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', country: 'GBR' },
    ]);
  });

  it('registers someone else next ("Register another"), each with a ticket of their own', async () => {
    const first = v.parse(EventTicketSchema, (await readEnvelope(await register(good))).data);
    const second = v.parse(
      EventTicketSchema,
      (await readEnvelope(await register({ ...good, firstName: 'Charles', lastName: 'Babbage', countryIso3: 'XXX' }))).data,
    );
    expect(second.ticketNumber).not.toBe(first.ticketNumber);
    expect((await registrations()).map((row) => `${row.firstName} ${row.country}`)).toEqual(['Ada GBR', 'Charles XXX']);
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'Required'],
    ['lastName', { lastName: '' }, 'Required'],
    ['email', { email: '' }, 'Required'],
    ['email', { email: 'ada@' }, 'Enter a valid email address, such as name@example.com.'],
    ['countryIso3', { countryIso3: 'BRA' }, 'Choose a country from the list.'],
    ['countryIso3', { countryIso3: '' }, 'Required'],
    ['firstName', { firstName: 'a'.repeat(101) }, 'Use at most 100 characters.'],
    ['eventId', { eventId: 'no-such-event' }, 'There is no such event.'],
  ])('answers 422 for a bad %s, naming it, and stores nothing', async (field, change, text) => {
    const response = await register({ ...good, ...change });
    expect(response.status).toBe(422);
    expect(fieldTexts(await readEnvelope(response))).toEqual({ [field]: text });
    expect(await registrations()).toEqual([]);
  });

  it('refuses an event that has already started', async () => {
    await t.db.query(
      `insert into free_events (id, name, starts_at, time_zone, location, description)
       values ('last-week', 'Last week', now() - interval '7 days', 'UTC', 'Here', 'Over')`,
    );
    const response = await register({ ...good, eventId: 'last-week' });
    expect(response.status).toBe(422);
    expect(fieldTexts(await readEnvelope(response))).toEqual({ eventId: 'Registration for this event is closed.' });
  });

  it('with the captcha on, refuses a wrong one at the captcha field and takes a solved one', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir, captcha: fakeCaptcha((captcha) => captcha === 'solved') });
    const refused = await register({ ...good, captcha: 'wrong' }, customer, app);
    expect(refused.status).toBe(422);
    expect(fieldTexts(await readEnvelope(refused))).toEqual({ captcha: 'CAPTCHA validation failed.' });
    expect(await registrations()).toEqual([]);
    expect((await register({ ...good, captcha: 'solved' }, customer, app)).status).toBe(200);
  });
});
