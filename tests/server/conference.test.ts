import * as v from 'valibot';
import {
  ALREADY_CHECKED_IN_CODE,
  conferenceAccessEndpoint,
  conferenceEndpoint,
  conferenceReportEndpoint,
  conferencesEndpoint,
  conferenceTicketEndpoint,
  conferenceTicketsEndpoint,
  NO_ACTIVE_CONFERENCES_FOUND,
  ownerRibbonsEndpoint,
  profileLookupEndpoint,
  profileSearchEndpoint,
  ribbonsEndpoint,
  TICKET_UPDATED,
  updateTicketEndpoint,
  USER_NOT_FOUND,
  type ConferenceTicket,
} from '#contracts/conference.ts';
import { createApp } from '../../server/app.ts';
import {
  conferenceProducts,
  demoConferenceFeatures,
  demoConferenceTickets,
  KNOWN_TICKET,
  PAST_CONFERENCE_ID,
  RETREAT_ID,
  SEEDED_TICKET_COUNTS,
  SOLD_OUT_SKU,
  SUMMIT_ID,
} from '../../server/db/seed-conference.ts';
import { readData } from './support/cart.ts';
import { editable, expectedReport } from './support/conference.ts';
import { createTestApp, login, recordQueries, type TestApp, send } from './support/test-app.ts';

let t: TestApp;
let admin: string;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, customer] = await Promise.all([
    login(t.app, 'admin', 'admin_123'),
    login(t.app, 'staff', 'staff_123'),
    login(t.app, 'customer', 'customer_123'),
  ]);
});
afterAll(() => t.close());

const get = (path: string, cookie = staff) => send(t.app, 'GET', path, cookie);
const put = (uid: string, body: unknown, cookie = staff) => send(t.app, 'PUT', `/api/conference-tickets/${uid}`, cookie, body);
const messagesOf = async (response: Response) =>
  ((await response.json()) as { messages: { source: string; code: string; value: string }[] }).messages;

async function ticket(uid: string): Promise<ConferenceTicket> {
  return (await readData(await get(`/api/conference-tickets/${uid}`), conferenceTicketEndpoint)).data;
}

// Mutations use Retreat tickets bought by synthetic owners; the Summit stays as seeded for the report.
const spareRetreatTickets = demoConferenceTickets.filter(
  (seeded) => seeded.conferenceId === RETREAT_ID && seeded.active && !seeded.checkedInAt && !seeded.owner.userId,
);
const spare = (index: number) => {
  const found = spareRetreatTickets[index];
  if (!found) throw new Error(`The seed has no spare Retreat ticket ${index}`);
  return found.uid;
};

describe('access', () => {
  it('answers who may use the desk and look profiles up; signed out is 401', async () => {
    const access = async (cookie: string) =>
      (await readData(await get('/api/conference-access', cookie), conferenceAccessEndpoint)).data;
    expect(await access(admin)).toEqual({ staff: true, lookupAccess: true });
    expect(await access(staff)).toEqual({ staff: true, lookupAccess: false });
    expect(await access(customer)).toEqual({ staff: false, lookupAccess: false });
    expect((await get('/api/conference-access', '')).status).toBe(401);
  });

  it('keeps the ticket tools and the report from customers (403) and signed-out visitors (401)', async () => {
    const uid = spare(5);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/conference-tickets?conferenceId=${SUMMIT_ID}`],
      ['GET', `/api/conference-tickets/${uid}`],
      ['PUT', `/api/conference-tickets/${uid}`, { ...editable(await ticket(uid)), checkedIn: true, wasCheckedIn: false }],
      ['DELETE', `/api/conference-tickets/${uid}`],
      ['GET', '/api/conference-tickets-ribbons'],
      ['GET', `/api/conference-tickets-ribbons/${KNOWN_TICKET.owner.rcn}`],
      ['GET', `/api/conference-report/${SUMMIT_ID}`],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await send(t.app, method, path, customer, body)).status]).toEqual([method, path, 403]);
      expect([method, path, (await send(t.app, method, path, '', body)).status]).toEqual([method, path, 401]);
    }
    expect(await ticket(uid)).toMatchObject({ checkedIn: false });
  });
});

describe('conferences', () => {
  const titles = async (path: string, cookie: string) =>
    (await readData(await get(path, cookie), conferencesEndpoint)).data.map((conference) => conference.id);

  it('lists the active conferences to anyone, soonest first; all=1 adds the past one for staff only', async () => {
    expect(await titles('/api/conference', '')).toEqual([SUMMIT_ID, RETREAT_ID]);
    expect(await titles('/api/conference?all=1', customer)).toEqual([SUMMIT_ID, RETREAT_ID]);
    expect(await titles('/api/conference?all=1', staff)).toEqual([PAST_CONFERENCE_ID, SUMMIT_ID, RETREAT_ID]);
  });

  it('says when no conference is active', async () => {
    await t.db.query('update conferences set active = false where id = any($1::text[])', [[SUMMIT_ID, RETREAT_ID]]);
    try {
      const response = await get('/api/conference', '');
      const { data, messages } = await readData(response, conferencesEndpoint);
      expect(data).toEqual([]);
      expect(messages).toEqual([expect.objectContaining({ type: 'info', value: NO_ACTIVE_CONFERENCES_FOUND })]);
    } finally {
      await t.db.query('update conferences set active = true where id = any($1::text[])', [[SUMMIT_ID, RETREAT_ID]]);
    }
  });

  it('answers one conference with its ticket and feature products, priced, sold-out SKUs left out of availableSkus', async () => {
    const { data } = await readData(await get(`/api/conference/${SUMMIT_ID}`, ''), conferenceEndpoint);
    expect(data).toMatchObject({ id: SUMMIT_ID, title: 'Summit 2027', active: true, startsOn: '2027-05-12' });
    expect(data.ticketProduct).toEqual({
      productId: 'P900',
      name: 'Summit 2027 ticket',
      optionGroups: [{ name: 'Ticket type' }],
      skus: [
        { number: 'SUM27-FULL', options: [{ optionValue: 'Full conference' }], formattedPrice: '$349.00', price: 349 },
        { number: 'SUM27-DAY', options: [{ optionValue: 'Day pass' }], formattedPrice: '$149.00', price: 149 },
        { number: 'SUM27-GUEST', options: [{ optionValue: 'Guest' }], formattedPrice: '$99.00', price: 99 },
      ],
      availableSkus: ['SUM27-FULL', 'SUM27-DAY', 'SUM27-GUEST'],
    });
    expect(data.featureProducts.map((product) => [product.name, product.optionGroups[0]?.name, product.availableSkus])).toEqual([
      ['Gala party', 'Seating', ['GALA-STD']],
      ['Workshop seating', 'Session', ['WKS-AM', 'WKS-PM']],
      ['Lunch package', 'Package', ['LUNCH-3', 'LUNCH-VEG']],
    ]);
    expect(data.featureProducts[0]?.skus.map((sku) => sku.number)).toEqual(['GALA-STD', SOLD_OUT_SKU]);
    expect((await get('/api/conference/no-such-conference', '')).status).toBe(404);
  });

  it('keeps the desk products out of the store listings', async () => {
    const response = await get('/api/products?pageSize=48', '');
    const { data } = (await response.json()) as { data: { items: { productId: string }[]; categories: string[] } };
    const deskIds = new Set(conferenceProducts.map((product) => product.id));
    expect(data.items.filter((product) => deskIds.has(product.productId))).toEqual([]);
    expect(data.categories).not.toContain('Conferences');
  });
});

describe('ticket list', () => {
  it('answers every ticket of a conference, newest first, in one query', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    queries.length = 0;
    const started = performance.now();
    const response = await send(app, 'GET', `/api/conference-tickets?conferenceId=${SUMMIT_ID}`, staff);
    const { data } = await readData(response, conferenceTicketsEndpoint);
    const elapsed = performance.now() - started;
    expect(data).toHaveLength(SEEDED_TICKET_COUNTS[SUMMIT_ID]);
    // The session's user, then the tickets.
    expect(queries).toHaveLength(2);
    expect(queries.filter((sql) => /\bconference_tickets\b/.test(sql))).toHaveLength(1);
    expect(elapsed).toBeLessThan(3000);
    const created = data.map((row) => row.dateCreatedString);
    expect(created).toEqual([...created].sort().reverse());
    expect(data.filter((row) => !row.active).length).toBe(
      demoConferenceTickets.filter((seeded) => seeded.conferenceId === SUMMIT_ID && !seeded.active).length,
    );
  });

  it('answers a known ticket with its features and earned ribbons', async () => {
    expect(await ticket(KNOWN_TICKET.uid)).toMatchObject({
      uid: KNOWN_TICKET.uid,
      conferenceId: SUMMIT_ID,
      skuNumber: 'SUM27-FULL',
      ticketName: 'Full conference',
      ownerRcn: '5000002',
      ownerFirstName: 'Dana',
      orderNumber: KNOWN_TICKET.orderNumber,
      active: true,
      checkedIn: false,
      checkedInAt: null,
      features: [{ skuNumber: 'GALA-STD', name: 'Standard seat', ticketUid: KNOWN_TICKET.uid, type: 'conferenceFeature' }],
      ribbons: [
        { name: 'Diamond', color: expect.stringMatching(/^#[0-9a-f]{6}$/), has: true },
        { name: 'Gala party', color: expect.any(String), has: true },
      ],
      type: 'conferenceTicket',
    });
    const ownTicket = (userId: string) =>
      demoConferenceTickets.find((seeded) => seeded.owner.userId === userId && seeded.conferenceId === SUMMIT_ID);
    expect((await ticket(ownTicket('1001')?.uid ?? '')).ribbons.map((ribbon) => ribbon.name)).toEqual([
      'Employee',
      'First-time attendee',
    ]);
    expect((await ticket(ownTicket('1003')?.uid ?? '')).ribbons.map((ribbon) => ribbon.name)).toEqual(['First-time attendee']);
    expect((await get('/api/conference-tickets/NOPE')).status).toBe(404);
    expect((await get('/api/conference-tickets?conferenceId=nope')).status).toBe(404);
  });

  it('answers the ribbon legend and one owner’s ribbons', async () => {
    const legend = (await readData(await get('/api/conference-tickets-ribbons'), ribbonsEndpoint)).data;
    expect(legend.map((ribbon) => [ribbon.name, ribbon.has])).toEqual([
      ['Diamond', false],
      ['Employee', false],
      ['First-time attendee', false],
      ['Gala party', false],
    ]);
    const owner = (await readData(await get('/api/conference-tickets-ribbons/5000002'), ownerRibbonsEndpoint)).data;
    expect(owner.map((ribbon) => [ribbon.name, ribbon.has])).toEqual([
      ['Diamond', true],
      ['Employee', false],
      ['First-time attendee', false],
      ['Gala party', true],
    ]);
    const unknown = await get('/api/conference-tickets-ribbons/9999999');
    expect(unknown.status).toBe(404);
    expect(await messagesOf(unknown)).toEqual([expect.objectContaining({ value: USER_NOT_FOUND })]);
  });
});

describe('ticket edits', () => {
  it('saves the editable fields, trimmed', async () => {
    const uid = spare(0);
    const before = await ticket(uid);
    const response = await put(uid, {
      ...editable(before),
      displayName: '  Zoë Núñez ',
      translationLangCode: 'spa',
      signLanguage: 1,
    });
    const { data, messages } = await readData(response, updateTicketEndpoint);
    expect(data).toMatchObject({ uid, displayName: 'Zoë Núñez', translationLangCode: 'spa', signLanguage: 1, checkedIn: false });
    expect(messages).toEqual([expect.objectContaining({ type: 'success', value: TICKET_UPDATED })]);
  });

  it('refuses invalid fields with the ticket rules’ texts, by field, and a ticket type of another conference', async () => {
    const uid = spare(1);
    const before = editable(await ticket(uid));
    const response = await put(uid, { ...before, firstName: ' ', city: '', translationLangCode: 'fra', hearingImpaired: 1 });
    expect(response.status).toBe(422);
    expect((await messagesOf(response)).map((message) => [message.source, message.value])).toEqual([
      ['firstName', "First name is required and can't be empty"],
      ['city', "City is required and can't be empty"],
      ['translationLangCode', 'Choose English or Spanish'],
    ]);
    const wrongSku = await put(uid, { ...before, skuNumber: 'SUM27-FULL' });
    expect(wrongSku.status).toBe(422);
    expect(await messagesOf(wrongSku)).toEqual([expect.objectContaining({ source: 'skuNumber' })]);
    expect(editable(await ticket(uid))).toEqual(before);
  });

  it('checks a ticket in once when two desks race: one 200, one 409 with the stored ticket', async () => {
    const uid = spare(2);
    const body = { ...editable(await ticket(uid)), checkedIn: true, wasCheckedIn: false };
    const responses = await Promise.all([put(uid, body), put(uid, body, admin)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const lost = responses.find((response) => response.status === 409);
    const answer = (await lost?.json()) as { data: ConferenceTicket; messages: { code: string; value: string }[] };
    expect(v.parse(conferenceTicketEndpoint.data, answer.data)).toMatchObject({ uid, checkedIn: true });
    expect(answer.messages).toEqual([
      expect.objectContaining({
        code: ALREADY_CHECKED_IN_CODE,
        value: expect.stringMatching(/^This ticket was already checked in at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/),
      }),
    ]);
    expect(await ticket(uid)).toMatchObject({ checkedIn: true, checkedInAt: expect.any(String) });
  });

  it('undoes a check-in once; a second undo is told the ticket is not checked in', async () => {
    const uid = spare(2);
    const undo = { ...editable(await ticket(uid)), checkedIn: false, wasCheckedIn: true };
    expect((await readData(await put(uid, undo), updateTicketEndpoint)).data).toMatchObject({
      checkedIn: false,
      checkedInAt: null,
    });
    const again = await put(uid, undo);
    expect(again.status).toBe(409);
    expect(await messagesOf(again)).toEqual([
      expect.objectContaining({ code: ALREADY_CHECKED_IN_CODE, value: 'This ticket is not checked in.' }),
    ]);
  });

  it('checks in with the conditional update alone, keeping edits another desk saved meanwhile', async () => {
    const uid = spare(3);
    const seen = await ticket(uid);
    expect((await put(uid, { ...editable(seen), city: 'Gdańsk' }, admin)).status).toBe(200);
    const { data } = await readData(
      await put(uid, { ...editable(seen), checkedIn: true, wasCheckedIn: false }),
      updateTicketEndpoint,
    );
    expect(data).toMatchObject({ checkedIn: true, city: 'Gdańsk' });
    expect(await ticket(uid)).toMatchObject({ checkedIn: true, city: 'Gdańsk' });
  });

  it('refuses to change checkedIn without wasCheckedIn; a save with checkedIn as stored works', async () => {
    const uid = spare(3);
    const stored = await ticket(uid);
    const undo = await put(uid, { ...editable(stored), checkedIn: false }, admin);
    expect(undo.status).toBe(422);
    expect(await messagesOf(undo)).toEqual([expect.objectContaining({ source: 'checkedIn', code: 'wasCheckedInRequired' })]);
    expect(await ticket(uid)).toMatchObject({ checkedIn: true, checkedInAt: stored.checkedInAt });
    const save = await put(uid, { ...editable(stored), city: 'Poznań' });
    expect((await readData(save, updateTicketEndpoint)).data).toMatchObject({ checkedIn: true, city: 'Poznań' });
    // The details page sends the check-in it saw; another desk's undo since then is kept.
    expect((await put(uid, { ...editable(stored), checkedIn: false, wasCheckedIn: true }, admin)).status).toBe(200);
    const late = await put(uid, { ...editable(stored), city: 'Łódź', wasCheckedIn: true });
    expect((await readData(late, updateTicketEndpoint)).data).toMatchObject({ checkedIn: false, city: 'Łódź' });
  });

  it('refuses to check in an inactive ticket but lets it be checked out', async () => {
    const uid = spare(4);
    await t.db.query('update conference_tickets set active = false where uid = $1', [uid]);
    const body = editable(await ticket(uid));
    const checkIn = await put(uid, { ...body, checkedIn: true, wasCheckedIn: false });
    expect(checkIn.status).toBe(422);
    expect(await messagesOf(checkIn)).toEqual([
      expect.objectContaining({ value: 'This ticket is not active and cannot be checked in.' }),
    ]);
    expect(await ticket(uid)).toMatchObject({ checkedIn: false });
    await t.db.query('update conference_tickets set checked_in = true, checked_in_at = now() where uid = $1', [uid]);
    const checkOut = await put(uid, { ...body, checkedIn: false, wasCheckedIn: true });
    expect((await readData(checkOut, updateTicketEndpoint)).data).toMatchObject({ active: false, checkedIn: false });
  });

  it('deletes a ticket with its features', async () => {
    const uid =
      spareRetreatTickets.find((seeded) => demoConferenceFeatures.some((feature) => feature.ticketUid === seeded.uid))?.uid ?? '';
    expect((await send(t.app, 'DELETE', `/api/conference-tickets/${uid}`, staff)).status).toBe(200);
    expect((await get(`/api/conference-tickets/${uid}`)).status).toBe(404);
    expect(await t.db.query('select 1 from conference_features where ticket_uid = $1', [uid])).toEqual([]);
    expect((await send(t.app, 'DELETE', `/api/conference-tickets/${uid}`, staff)).status).toBe(404);
  });
});

describe('report', () => {
  it('counts the active tickets of the seed, in one query, and follows a check-in', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    queries.length = 0;
    const report = async () =>
      (await readData(await send(app, 'GET', `/api/conference-report/${SUMMIT_ID}`, staff), conferenceReportEndpoint)).data;
    const before = await report();
    expect(queries).toHaveLength(2);
    expect(queries.filter((sql) => /\bconference_(tickets|features)\b/.test(sql))).toHaveLength(1);
    const expected = expectedReport(SUMMIT_ID);
    expect(before).toEqual(expected);
    expect(before.ticketCount).toBeGreaterThan(800);
    expect(before.partyTickets).toBeGreaterThan(0);

    const body = { ...editable(await ticket(KNOWN_TICKET.uid)), checkedIn: true, wasCheckedIn: false };
    expect((await put(KNOWN_TICKET.uid, body)).status).toBe(200);
    expect((await report()).checkedInCount).toBe(expected.checkedInCount + 1);
    expect((await get('/api/conference-report/nope')).status).toBe(404);
  });
});

describe('profiles', () => {
  it('finds profiles by a part of the name, without regard to case, for lookup staff only', async () => {
    const path = `/api/conference-profiles?${new URLSearchParams({ 'filter[where][name]': 'RIVER' })}`;
    expect((await readData(await get(path, admin), profileSearchEndpoint)).data).toEqual([
      { name: 'Dana Rivers', email: 'distributor@example.com', rcn: '5000002' },
    ]);
    const wildcard = `/api/conference-profiles?${new URLSearchParams({ 'filter[where][name]': '%' })}`;
    expect((await readData(await get(wildcard, admin), profileSearchEndpoint)).data).toEqual([]);
    expect((await get(path, staff)).status).toBe(403);
    expect((await get(path, customer)).status).toBe(403);
    expect((await get(path, '')).status).toBe(401);
  });

  it('looks a profile up by RCN with its city and state; an unknown RCN is User not found', async () => {
    expect((await readData(await get('/api/conference-profiles/5000001', admin), profileLookupEndpoint)).data).toEqual({
      rcn: '5000001',
      firstName: 'Avery',
      lastName: 'Stone',
      email: 'admin@example.com',
      city: 'Orem',
      stateCountry: 'UT',
    });
    const unknown = await get('/api/conference-profiles/9999999', admin);
    expect(unknown.status).toBe(404);
    expect(await messagesOf(unknown)).toEqual([expect.objectContaining({ value: USER_NOT_FOUND })]);
    expect((await get('/api/conference-profiles/5000001', staff)).status).toBe(403);
  });
});
