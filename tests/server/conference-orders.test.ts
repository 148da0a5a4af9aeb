import { processOrderEndpoint, TICKET_FORM_ONLY_MESSAGE } from '#contracts/commerce.ts';
import { CONFERENCE_TICKETS_NAMESPACE, type TicketDraft } from '#contracts/conference.ts';
import { TICKET_FORM_MESSAGE } from '#validation/conference-ticket.ts';
import { searchSite } from '../../server/site/site-search-store.ts';
import { KNOWN_TICKET, PAST_CONFERENCE_ID, SOLD_OUT_SKU, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { readAnswer } from './support/answers.ts';
import { approvedCard, getCart, patchCart, processCart, readData, updateItems } from './support/cart.ts';
import { createTestApp, login, type TestApp, send } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draft = (uid: string, overrides: Partial<TicketDraft> = {}): TicketDraft => ({
  uid,
  conferenceId: SUMMIT_ID,
  productId: 'P900',
  skuNumber: 'SUM27-FULL',
  firstName: 'Zoë',
  lastName: 'Núñez',
  displayName: 'Zoë Núñez',
  displayRcn: '',
  city: 'Kraków',
  stateCountry: 'Poland',
  translationLangCode: 'eng',
  hearingImpaired: 0,
  signLanguage: 0,
  featureData: [],
  ...overrides,
});

const ticketItem = (ticket: TicketDraft) => ({
  skuNumber: ticket.skuNumber,
  qty: 1,
  updateMethod: 'add',
  conferenceTicket: ticket,
});
const submit = (cookie: string, items: unknown[]) => send(t.app, 'POST', '/api/cart/order/current/items', cookie, { items });
const messagesOf = async (response: Response) =>
  ((await response.json()) as { messages: { type: string; source: string; value: string; primary?: boolean }[] }).messages;

interface StoredTicket {
  uid: string;
  active: boolean;
  orderId: string | null;
  orderNumber: string | null;
  ownerRcn: string;
  skuNumber: string;
}

const ticketsOfOrder = (orderId: string) =>
  t.db.query<StoredTicket>(
    `select uid, active, order_id as "orderId", order_number as "orderNumber", owner_rcn as "ownerRcn", sku_number as "skuNumber"
     from conference_tickets where order_id = $1 order by sku_number`,
    [orderId],
  );

async function place(cookie: string, key: string): Promise<string> {
  expect((await patchCart(t.app, cookie, { shipVia: 1 })).status).toBe(200);
  const { data } = await readData(await processCart(t.app, cookie, approvedCard, key), processOrderEndpoint);
  if (data.status !== 'placed') throw new Error(`Order not placed: ${JSON.stringify(data)}`);
  return data.orderNumber;
}

describe('ticket submission', () => {
  it('needs a login', async () => {
    const response = await submit('', [ticketItem(draft('d1'))]);
    expect(response.status).toBe(401);
  });

  it('refuses invalid drafts with each rule’s text at {uid}.{field} and the form’s primary message', async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const response = await submit(customer, [
      ticketItem(draft('d1', { firstName: ' ', city: '' })),
      ticketItem(draft('d2', { translationLangCode: 'fra', displayName: 'x'.repeat(31) })),
    ]);
    expect(response.status).toBe(422);
    const messages = await messagesOf(response);
    expect(messages[0]).toMatchObject({
      type: 'error',
      source: CONFERENCE_TICKETS_NAMESPACE,
      value: TICKET_FORM_MESSAGE,
      primary: true,
    });
    expect(messages.slice(1).map((message) => [message.type, message.source, message.value])).toEqual([
      ['validatorMessage', 'd1.firstName', "First name is required and can't be empty"],
      ['validatorMessage', 'd1.city', "City is required and can't be empty"],
      ['validatorMessage', 'd2.displayName', 'Name on badge can be at most 30 characters'],
      ['validatorMessage', 'd2.translationLangCode', 'Choose English or Spanish'],
    ]);
    expect((await getCart(t.app, customer)).items).not.toContainEqual(expect.objectContaining({ skuNumber: 'SUM27-FULL' }));
  });

  it('blocks a closed conference, a ticket type or feature it does not sell, and a sold-out feature', async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const response = await submit(customer, [
      ticketItem(draft('d1', { conferenceId: PAST_CONFERENCE_ID, skuNumber: 'SUM25-FULL' })),
      ticketItem(draft('d2', { skuNumber: 'LR27-FULL' })),
      ticketItem(
        draft('d3', {
          featureData: [
            { productId: 'P913', skuNumber: 'DINNER-1' },
            { productId: 'P910', skuNumber: SOLD_OUT_SKU },
          ],
        }),
      ),
    ]);
    expect(response.status).toBe(422);
    expect((await messagesOf(response)).map((message) => [message.type, message.source, message.value])).toEqual([
      ['cartBlocker', 'd1.conferenceId', 'This conference is not open for registration.'],
      ['cartBlocker', 'd2.skuNumber', 'This ticket type is not sold for this conference.'],
      ['cartBlocker', 'd3.featureData.0', 'This feature is not sold for this conference.'],
      ['cartBlocker', 'd3.featureData.1', 'This feature is sold out.'],
    ]);
  });

  it('adds the lines and inactive tickets; placing the order activates them with its number', async () => {
    const distributor = await login(t.app, 'distributor', 'distributor_123');
    const lunch = { productId: 'P912', skuNumber: 'LUNCH-VEG' };
    const gala = { productId: 'P910', skuNumber: 'GALA-STD' };
    const response = await submit(distributor, [
      ticketItem(draft('d1', { featureData: [gala, lunch] })),
      ticketItem(draft('d2', { skuNumber: 'SUM27-GUEST', firstName: 'Łukasz', displayName: 'Łukasz', featureData: [gala] })),
    ]);
    expect(response.status).toBe(200);
    const cart = await getCart(t.app, distributor);
    const qty = (sku: string) => cart.items.find((item) => item.skuNumber === sku)?.qty;
    expect([qty('SUM27-FULL'), qty('SUM27-GUEST'), qty('GALA-STD'), qty('LUNCH-VEG')]).toEqual([1, 1, 2, 1]);

    const pending = await ticketsOfOrder(cart.id);
    expect(pending).toEqual([
      {
        uid: expect.any(String),
        active: false,
        orderId: cart.id,
        orderNumber: null,
        ownerRcn: '5000002',
        skuNumber: 'SUM27-FULL',
      },
      {
        uid: expect.any(String),
        active: false,
        orderId: cart.id,
        orderNumber: null,
        ownerRcn: '5000002',
        skuNumber: 'SUM27-GUEST',
      },
    ]);
    const admin = await login(t.app, 'admin', 'admin_123');
    const listed = (await (await send(t.app, 'GET', `/api/conference-tickets/${pending[0]?.uid}`, admin)).json()) as {
      data: { active: boolean; ownerRank: string; features: { skuNumber: string }[] };
    };
    expect(listed.data).toMatchObject({ active: false, ownerRank: 'Diamond' });
    expect(listed.data.features.map((feature) => feature.skuNumber)).toEqual(['GALA-STD', 'LUNCH-VEG']);

    const orderNumber = await place(distributor, 'conference-place-1');
    expect((await ticketsOfOrder(cart.id)).map((ticket) => [ticket.active, ticket.orderNumber])).toEqual([
      [true, orderNumber],
      [true, orderNumber],
    ]);
    const features = await t.db.query<{ active: boolean; orderNumber: string }>(
      `select f.active, f.order_number as "orderNumber" from conference_features f where f.order_id = $1`,
      [cart.id],
    );
    expect(features).toHaveLength(3);
    expect(features.every((feature) => feature.active && feature.orderNumber === orderNumber)).toBe(true);
  });

  it('sells desk SKUs only through the ticket form; a removed ticket line leaves its ticket inactive', async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const plainAdd = await updateItems(t.app, customer, [{ skuNumber: 'SUM27-DAY', qty: 1, updateMethod: 'add' }]);
    expect(plainAdd.status).toBe(422);
    expect(await messagesOf(plainAdd)).toEqual([
      expect.objectContaining({ type: 'cartBlocker', source: 'items.0.skuNumber', value: TICKET_FORM_ONLY_MESSAGE }),
    ]);

    const gala = { productId: 'P910', skuNumber: 'GALA-STD' };
    const bought = [ticketItem(draft('d1', { skuNumber: 'SUM27-DAY' })), ticketItem(draft('d2', { featureData: [gala] }))];
    expect((await submit(customer, bought)).status).toBe(200);
    const { id, items } = await getCart(t.app, customer);
    // The cart tells ticket and feature lines from goods: only the ticket form adds to them.
    expect(Object.fromEntries(items.map((item) => [item.skuNumber, item.type]))).toEqual({
      'SUM27-DAY': 'conferenceTicket',
      'SUM27-FULL': 'conferenceTicket',
      'GALA-STD': 'conferenceFeature',
    });
    const raised = await updateItems(t.app, customer, [{ skuNumber: 'SUM27-FULL', qty: 2, updateMethod: 'set' }]);
    expect(await messagesOf(raised)).toEqual([
      expect.objectContaining({ code: 'conferenceItem', value: TICKET_FORM_ONLY_MESSAGE }),
    ]);
    const uids = (await ticketsOfOrder(id)).map((ticket) => ticket.uid);
    expect((await updateItems(t.app, customer, [{ skuNumber: 'SUM27-DAY', qty: 0, updateMethod: 'set' }])).status).toBe(200);
    const orderNumber = await place(customer, 'conference-place-2');
    const tickets = await t.db.query<StoredTicket>(
      `select uid, active, order_id as "orderId", order_number as "orderNumber", owner_rcn as "ownerRcn", sku_number as "skuNumber"
       from conference_tickets where uid = any($1::text[]) order by sku_number`,
      [uids],
    );
    expect(tickets.map((ticket) => [ticket.skuNumber, ticket.active, ticket.orderId, ticket.orderNumber])).toEqual([
      ['SUM27-DAY', false, null, null],
      ['SUM27-FULL', true, id, orderNumber],
    ]);
  });

  it('adds a feature to the user’s own ticket only', async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const [own] = await t.db.query<{ uid: string }>(
      `select uid from conference_tickets where owner_rcn = '5000003' and active and conference_id = $1 order by created_at desc limit 1`,
      [SUMMIT_ID],
    );
    const feature = (ticketUid: string, skuNumber = 'WKS-AM') => ({
      skuNumber,
      qty: 1,
      updateMethod: 'add',
      conferenceFeature: { ticketUid },
    });
    // Someone else's ticket reads exactly as one that does not exist: ticket uids tell nothing.
    const others = await readAnswer(await submit(customer, [feature(KNOWN_TICKET.uid)]));
    expect(others).toEqual(await readAnswer(await submit(customer, [feature('no-such-ticket')])));
    expect([others.status, JSON.parse(others.body)]).toEqual([
      422,
      {
        data: null,
        messages: [expect.objectContaining({ source: 'items.0.conferenceFeature.ticketUid', code: 'ticketNotFound' })],
      },
    ]);
    expect((await submit(customer, [feature(own?.uid ?? '', 'DINNER-1')])).status).toBe(422);
    expect((await submit(customer, [feature(own?.uid ?? '')])).status).toBe(200);
    const { id, items } = await getCart(t.app, customer);
    expect(items.find((item) => item.skuNumber === 'WKS-AM')?.qty).toBe(1);
    expect(
      await t.db.query('select 1 from conference_features where ticket_uid = $1 and order_id = $2 and not active', [
        own?.uid,
        id,
      ]),
    ).toHaveLength(1);
    const again = await submit(customer, [feature(own?.uid ?? '')]);
    expect(again.status).toBe(422);
    expect(await messagesOf(again)).toEqual([
      expect.objectContaining({ type: 'cartBlocker', value: 'This ticket already has this feature.' }),
    ]);
  });

  it('keeps the desk products out of site search', async () => {
    const [site] = await t.db.query<{ hostname: string }>('select hostname from sites where hostname is not null limit 1');
    const search = (q: string) => searchSite(t.db, { hostname: site?.hostname ?? '', q, limit: 20, offset: 0, prefix: false });
    expect((await search('lavender')).length).toBeGreaterThan(0);
    expect(await search('gala')).toEqual([]);
    expect(await search('summit ticket')).toEqual([]);
  });
});

describe('features and capacity', () => {
  const featureItem = (ticketUid: string, skuNumber: string) => ({
    skuNumber,
    qty: 1,
    updateMethod: 'add',
    conferenceFeature: { ticketUid },
  });
  const blockers = async (response: Response) =>
    (await messagesOf(response)).map((message) => [message.type, message.source, message.value]);

  it('refuses a feature chosen twice for one ticket, in a draft or in repeated items', async () => {
    const distributor = await login(t.app, 'distributor', 'distributor_123');
    const twice = await submit(distributor, [
      ticketItem(
        draft('d1', {
          featureData: [
            { productId: 'P911', skuNumber: 'WKS-AM' },
            { productId: 'P911', skuNumber: 'WKS-AM' },
          ],
        }),
      ),
    ]);
    expect(twice.status).toBe(422);
    expect(await blockers(twice)).toEqual([
      ['cartBlocker', 'd1.featureData.1', 'This feature is chosen more than once for this ticket.'],
    ]);
    const owned = await t.db.query<{ skuNumber: string }>(
      'select sku_number as "skuNumber" from conference_features where ticket_uid = $1',
      [KNOWN_TICKET.uid],
    );
    const free = ['WKS-AM', 'WKS-PM', 'LUNCH-3', 'LUNCH-VEG'].find((sku) => !owned.some((row) => row.skuNumber === sku)) ?? '';
    const repeated = await submit(distributor, [featureItem(KNOWN_TICKET.uid, free), featureItem(KNOWN_TICKET.uid, free)]);
    expect(repeated.status).toBe(422);
    expect(await blockers(repeated)).toEqual([
      ['cartBlocker', 'items.1.conferenceFeature.ticketUid', 'This feature is chosen more than once for this ticket.'],
    ]);
    expect((await getCart(t.app, distributor)).items).not.toContainEqual(expect.objectContaining({ skuNumber: free }));
  });

  it('releases a removed ticket’s pending features and lowers or removes their lines', async () => {
    const admin = await login(t.app, 'admin', 'admin_123');
    const lunch = { productId: 'P912', skuNumber: 'LUNCH-3' };
    const veg = { productId: 'P912', skuNumber: 'LUNCH-VEG' };
    const response = await submit(admin, [
      ticketItem(draft('d1', { skuNumber: 'SUM27-DAY', featureData: [lunch, veg] })),
      ticketItem(draft('d2', { featureData: [lunch] })),
    ]);
    expect(response.status).toBe(200);
    const { id } = await getCart(t.app, admin);
    const day = (await ticketsOfOrder(id)).find((ticket) => ticket.skuNumber === 'SUM27-DAY')?.uid ?? '';
    expect((await updateItems(t.app, admin, [{ skuNumber: 'SUM27-DAY', qty: 0, updateMethod: 'set' }])).status).toBe(200);

    const { items } = await getCart(t.app, admin);
    const qty = (sku: string) => items.find((item) => item.skuNumber === sku)?.qty;
    expect([qty('SUM27-DAY'), qty('SUM27-FULL'), qty('LUNCH-3'), qty('LUNCH-VEG')]).toEqual([undefined, 1, 1, undefined]);
    const features = await t.db.query<{ ticketUid: string; orderId: string | null }>(
      `select f.ticket_uid as "ticketUid", f.order_id as "orderId" from conference_features f
       join conference_tickets t on t.uid = f.ticket_uid where t.uid = $1 or t.order_id = $2 order by f.ticket_uid = $1`,
      [day, id],
    );
    expect(features.map((feature) => [feature.ticketUid === day, feature.orderId])).toEqual([
      [false, id],
      [true, null],
      [true, null],
    ]);
  });

  describe('with few seats left', () => {
    const capped = 'WKS-PM';
    const limitTo = async (left: number) => {
      await t.db.query(
        `insert into conference_sku_capacity (sku_number, capacity)
         values ($1, $2 + (select count(*) from conference_features where sku_number = $1 and active))
         on conflict (sku_number) do update set capacity = excluded.capacity`,
        [capped, left],
      );
    };
    const workshop = { productId: 'P911', skuNumber: capped };
    afterEach(() => t.db.query('delete from conference_sku_capacity where sku_number = $1', [capped]));

    it('refuses one request for more seats than are left', async () => {
      await limitTo(2);
      const customer = await login(t.app, 'customer', 'customer_123');
      const response = await submit(
        customer,
        ['d1', 'd2', 'd3'].map((uid) => ticketItem(draft(uid, { featureData: [workshop] }))),
      );
      expect(response.status).toBe(422);
      expect(await blockers(response)).toEqual([['cartBlocker', 'd3.featureData.0', 'Only 2 are left of this feature.']]);
      expect((await getCart(t.app, customer)).items).not.toContainEqual(expect.objectContaining({ skuNumber: capped }));
    });

    it('refuses to place a cart whose seats another order took since', async () => {
      await limitTo(1);
      const [customer, distributor] = await Promise.all([
        login(t.app, 'customer', 'customer_123'),
        login(t.app, 'distributor', 'distributor_123'),
      ]);
      for (const cookie of [customer, distributor])
        expect((await submit(cookie, [ticketItem(draft('d1', { featureData: [workshop] }))])).status).toBe(200);
      await place(distributor, 'conference-capacity-1');

      const { id } = await getCart(t.app, customer);
      expect((await patchCart(t.app, customer, { shipVia: 1 })).status).toBe(200);
      const refused = await processCart(t.app, customer, approvedCard, 'conference-capacity-2');
      expect(refused.status).toBe(422);
      expect(await messagesOf(refused)).toEqual([
        expect.objectContaining({
          type: 'cartBlocker',
          value: 'Afternoon workshop is sold out: please remove it from the cart.',
        }),
      ]);
      expect((await getCart(t.app, customer)).id).toBe(id);
      expect((await ticketsOfOrder(id)).every((ticket) => !ticket.active && ticket.orderNumber === null)).toBe(true);
    });
  });
});
