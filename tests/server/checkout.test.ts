import {
  autoShipListEndpoint,
  completeChallengeEndpoint,
  orderHistoryEndpoint,
  processOrderEndpoint,
  receiptEndpoint,
  type CardInfo,
} from '#contracts/commerce.ts';
import { createApp } from '../../server/app.ts';
import { DONATION_THANK_YOU_HTML } from '../../server/commerce/receipt-conditions.ts';
import { hasCondition, MOBILE_APP_ITEM, PWS_ITEM, SHOW_RECEIPT_MESSAGE } from '#contracts/receipt-conditions.ts';
import { readAnswer } from './support/answers.ts';
import {
  approvedCard,
  challengeCard,
  declinedCard,
  getCart,
  patchCart,
  processCart,
  readData,
  readRefusal,
  readyGuestCart,
  startGuestCart,
  updateItems,
} from './support/cart.ts';
import { capturingLogger, createTestApp, login, recordQueries, type TestApp, send } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keyCount = 0;
const newKey = () => `key-${++keyCount}`;
const lavender = [{ skuNumber: 'LAV05', qty: 2, updateMethod: 'add' as const }];

const placedOrders = async (orderId: string) =>
  (await t.db.query<{ n: number }>(`select count(*) as n from orders where id = $1 and status = 'placed'`, [orderId]))[0]?.n;

async function place(cookie: string, card: CardInfo = approvedCard) {
  return (await readData(await processCart(t.app, cookie, card, newKey()), processOrderEndpoint)).data;
}

const sendChallenge = (cookie: string, challengeId: string, outcome: string) =>
  send(t.app, 'POST', `/api/cart/order/current/3ds/${challengeId}`, cookie, { outcome });

describe('POST /api/cart/order/current/process', () => {
  it('needs an Idempotency-Key of 1 to 100 characters', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    for (const headers of [{}, { 'Idempotency-Key': 'k'.repeat(101) }] as Record<string, string>[]) {
      const response = await send(
        t.app,
        'POST',
        '/api/cart/order/current/process',
        cookie,
        { type: 'creditCard', data: approvedCard },
        headers,
      );
      expect(response.status).toBe(422);
      expect(await readRefusal(response)).toEqual([expect.objectContaining({ source: 'Idempotency-Key', code: 'invalid' })]);
    }
  });

  it('checks the cart and the card as the browser does, field by field', async () => {
    const cookie = await startGuestCart(t.app);
    await updateItems(t.app, cookie, lavender);
    const card = {
      cardNumber: '4242 4242 4242 4241',
      nameOnCard: ' ',
      expirationMonth: '1',
      expirationYear: '2001',
      verificationCode: '12',
    };
    const response = await processCart(t.app, cookie, card, newKey());
    expect(response.status).toBe(422);
    expect((await readRefusal(response)).map((m) => [m.type, m.source, m.value])).toEqual([
      ['validatorMessage', 'shipAddress', 'Please add a shipping address.'],
      ['validatorMessage', 'shipVia', 'Please choose a shipping method.'],
      ['validatorMessage', 'billAddress', 'Please add a billing address.'],
      ['validatorMessage', 'cardInfo.nameOnCard', 'Required'],
      ['validatorMessage', 'cardInfo.cardNumber', 'Invalid Number'],
      ['validatorMessage', 'cardInfo.expirationMonth', 'Invalid Month'],
      ['validatorMessage', 'cardInfo.expirationYear', 'Invalid Year'],
      ['validatorMessage', 'cardInfo.verificationCode', 'Invalid CVV'],
    ]);
    expect((await getCart(t.app, cookie)).status).toBe('active');
  });

  it('checks the card with the rules of the form the shopper used: the legacy form asks for no name', async () => {
    const nameless = { ...approvedCard, nameOnCard: '' };
    const newer = await readyGuestCart(t.app, lavender);
    for (const body of [
      { type: 'creditCard', data: nameless },
      { type: 'creditCard', cardForm: 'newer', data: nameless },
    ]) {
      const response = await send(t.app, 'POST', '/api/cart/order/current/process', newer, body, { 'Idempotency-Key': newKey() });
      expect(response.status).toBe(422);
      expect(await readRefusal(response)).toEqual([
        { type: 'validatorMessage', source: 'cardInfo.nameOnCard', code: 'required', value: 'Required' },
      ]);
    }

    const legacy = await readyGuestCart(t.app, lavender);
    const body = { type: 'creditCard', cardForm: 'legacy', data: nameless };
    const placed = await send(t.app, 'POST', '/api/cart/order/current/process', legacy, body, { 'Idempotency-Key': newKey() });
    expect((await readData(placed, processOrderEndpoint)).data).toEqual({
      status: 'placed',
      orderNumber: expect.stringMatching(/^W\d{8}$/),
    });
  });

  it('refuses an empty cart', async () => {
    const cookie = await startGuestCart(t.app);
    const response = await processCart(t.app, cookie, approvedCard, newKey());
    expect(response.status).toBe(422);
    expect((await readRefusal(response))[0]).toMatchObject({ source: 'cart', code: 'cartItemsRequired' });
  });

  it("places a guest's order: a W number, the card's last four only, and a fresh empty cart next", async () => {
    const { logger, lines } = capturingLogger();
    const logged = createApp({ db: t.db, distDir: t.distDir, logger });
    const cookie = await readyGuestCart(t.app, lavender);
    const { id } = await getCart(t.app, cookie);
    const card = { ...approvedCard, cardNumber: '4111-1111 1111 1111', verificationCode: '9876' };
    const result = (await readData(await processCart(logged, cookie, card, newKey()), processOrderEndpoint)).data;
    expect(result).toEqual({ status: 'placed', orderNumber: expect.stringMatching(/^W\d{8}$/) });

    const [row] = await t.db.query<{ status: string; lastFour: string; name: string; text: string }>(
      `select status, card_last_four as "lastFour", name_on_card as name, row_to_json(o)::text as text from orders o where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'placed', lastFour: '1111', name: 'Casey Morgan' });
    const stored = await t.db.query<{ text: string }>(
      `select row_to_json(o)::text as text from orders o
       union all select row_to_json(k)::text from idempotency_keys k
       union all select row_to_json(c)::text from payment_challenges c`,
    );
    for (const { text } of stored) {
      expect(text).not.toMatch(/4111.?1111.?1111/);
      expect(text).not.toContain('9876');
    }
    expect(lines).toContainEqual(expect.objectContaining({ path: '/api/cart/order/current/process', status: 200 }));
    expect(JSON.stringify(lines)).not.toMatch(/4111|9876/);

    const next = await getCart(t.app, cookie);
    expect(next.id).not.toBe(id);
    expect(next.items).toEqual([]);
  });

  it('keeps a declined order active with its items', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const before = await getCart(t.app, cookie);
    const response = await processCart(t.app, cookie, declinedCard, newKey());
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({
        type: 'error',
        source: 'checkoutException',
        code: 'cardDeclined',
        value: 'Your card was declined.',
      }),
    ]);
    const after = await getCart(t.app, cookie);
    expect(after).toMatchObject({ id: before.id, status: 'active', orderNumber: null });
    expect(after.items).toEqual(before.items);
  });

  it('answers a retry with the same key with the first answer, and places the order once', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const { id } = await getCart(t.app, cookie);
    const key = newKey();
    const first = await readData(await processCart(t.app, cookie, approvedCard, key), processOrderEndpoint);
    const retry = await readData(await processCart(t.app, cookie, approvedCard, key), processOrderEndpoint);
    expect(retry.data).toEqual(first.data);
    // A second click with its own key, before any new cart exists, still gets the placed order.
    const another = await readData(await processCart(t.app, cookie, approvedCard, newKey()), processOrderEndpoint);
    expect(another.data).toEqual(first.data);
    expect(await placedOrders(id)).toBe(1);
  });

  it('replays a declined answer to the same key', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const key = newKey();
    const first = await processCart(t.app, cookie, declinedCard, key);
    const retry = await processCart(t.app, cookie, approvedCard, key);
    expect(retry.status).toBe(422);
    expect(await retry.json()).toEqual(await first.json());
  });

  it('places the order once when two requests with different keys race', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const { id } = await getCart(t.app, cookie);
    const responses = await Promise.all([
      processCart(t.app, cookie, approvedCard, newKey()),
      processCart(t.app, cookie, approvedCard, newKey()),
    ]);
    const results = await Promise.all(responses.map(async (response) => (await readData(response, processOrderEndpoint)).data));
    expect(results[0]).toEqual(results[1]);
    expect(await placedOrders(id)).toBe(1);
  });

  it('limits guest orders to $200.00 unless the order is an enrollment', async () => {
    const cookie = await readyGuestCart(t.app, [{ skuNumber: 'DIF02', qty: 4, updateMethod: 'add' }]);
    const response = await processCart(t.app, cookie, approvedCard, newKey());
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({
        source: 'guestOrderLimit',
        code: 'guestLimitExceeded',
        value: 'Guest orders are limited to $200.00.',
      }),
    ]);
    await updateItems(t.app, cookie, [{ skuNumber: 'KIT-D', qty: 1, updateMethod: 'add' }]);
    expect((await place(cookie)).status).toBe('placed');
  });

  it("places a member's order with the saved addresses", async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    await updateItems(t.app, customer, [{ skuNumber: 'OMG60', qty: 1, updateMethod: 'add' }]);
    await patchCart(t.app, customer, { shipVia: 1 });
    const { orderNumber } = (await place(customer)) as { orderNumber: string };
    const history = (await readData(await send(t.app, 'GET', '/api/cart/order-history', customer), orderHistoryEndpoint)).data;
    expect(history[0]).toMatchObject({ orderNumber, status: 'placed', itemCount: 1 });
  });
});

describe('3-D Secure', () => {
  async function challenge(cookie: string) {
    const result = await place(cookie, challengeCard);
    if (result.status !== 'challenge') throw new Error(`Expected a challenge, got ${JSON.stringify(result)}`);
    return result.challengeId;
  }

  it('places the order once the card is authenticated; the challenge is used once', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const challengeId = await challenge(cookie);
    expect((await getCart(t.app, cookie)).status).toBe('pendingChallenge');

    const authenticated = await readData(await sendChallenge(cookie, challengeId, 'authenticated'), completeChallengeEndpoint);
    expect(authenticated.data).toEqual({ status: 'placed', orderNumber: expect.stringMatching(/^W\d{8}$/) });
    const again = await sendChallenge(cookie, challengeId, 'authenticated');
    expect(again.status).toBe(404);
  });

  it('reopens the cart intact when authentication fails', async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const before = await getCart(t.app, cookie);
    const challengeId = await challenge(cookie);
    const failed = await sendChallenge(cookie, challengeId, 'failed');
    expect(failed.status).toBe(422);
    expect(await readRefusal(failed)).toEqual([
      expect.objectContaining({
        type: 'error',
        source: 'checkoutException',
        code: 'authenticationFailed',
        value: 'Your card could not be authenticated.',
      }),
    ]);
    const after = await getCart(t.app, cookie);
    expect(after).toMatchObject({ id: before.id, status: 'active' });
    expect(after.items).toEqual(before.items);
  });

  it("refuses someone else's challenge, and one the cart was edited after", async () => {
    const cookie = await readyGuestCart(t.app, lavender);
    const challengeId = await challenge(cookie);
    expect((await sendChallenge(await startGuestCart(t.app), challengeId, 'authenticated')).status).toBe(404);

    await updateItems(t.app, cookie, [{ skuNumber: 'TEA12', qty: 1, updateMethod: 'add' }]);
    expect((await getCart(t.app, cookie)).status).toBe('active');
    expect((await sendChallenge(cookie, challengeId, 'authenticated')).status).toBe(404);
  });
});

describe('GET /api/cart/orders/{orderNumber}', () => {
  /** What `cookie` reads for a number no order has: the answer for any order that is not theirs. */
  const unknownReceipt = async (cookie: string) => readAnswer(await send(t.app, 'GET', '/api/cart/orders/W99999999', cookie));

  it('shows the receipt to the guest cookie that placed it, with the conditions of its items', async () => {
    const cookie = await readyGuestCart(t.app, [
      { skuNumber: 'PWS-SETUP', qty: 1, updateMethod: 'add' },
      { skuNumber: 'APP-1', qty: 1, updateMethod: 'add' },
      { skuNumber: 'KFCSH', qty: 1, updateMethod: 'add', customAmount: 10 },
    ]);
    const { orderNumber } = (await place(cookie)) as { orderNumber: string };
    const path = `/api/cart/orders/${orderNumber}`;
    const receipt = (await readData(await send(t.app, 'GET', path, cookie), receiptEndpoint)).data;
    expect(receipt).toMatchObject({
      orderNumber,
      status: 'placed',
      cartPaymentInfo: { lastFour: '4242' },
      cartPaymentType: 'creditCard',
    });
    expect(receipt.placedAt).toEqual(expect.any(String));
    expect(receipt.conditions).toEqual([
      { name: 'pws-item', attributes: {} },
      { name: 'mobile-app-item', attributes: {} },
      { name: 'showReceiptMessage', attributes: { messageHtml: DONATION_THANK_YOU_HTML } },
    ]);
    expect(DONATION_THANK_YOU_HTML).toContain('<strong>');
    for (const name of [PWS_ITEM, MOBILE_APP_ITEM, SHOW_RECEIPT_MESSAGE]) expect(hasCondition(receipt, name)).toBe(true);

    for (const other of [await startGuestCart(t.app), await login(t.app, 'customer', 'customer_123'), '']) {
      expect(await readAnswer(await send(t.app, 'GET', path, other))).toEqual(await unknownReceipt(other));
    }
  });

  it("shows a member's seeded receipt, with where it ships and the card's last four, to that member only, and 404 for an unknown number", async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const receipt = (await readData(await send(t.app, 'GET', '/api/cart/orders/W00001001', customer), receiptEndpoint)).data;
    expect(receipt.items.map((item) => item.skuNumber)).toEqual(['LAV15', 'TEA12']);
    expect(receipt.shipping.data.shipAddress).toMatchObject({
      nameLine: 'Casey Morgan',
      addressLine1: '15 Elm Avenue',
      postalCode: '97205',
    });
    expect(receipt.cartPaymentInfo).toEqual({ lastFour: '4242', nameOnCard: 'Casey Morgan' });
    const distributor = await login(t.app, 'distributor', 'distributor_123');
    const refused = await readAnswer(await send(t.app, 'GET', '/api/cart/orders/W00001001', distributor));
    expect(refused).toEqual(await unknownReceipt(distributor));
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({
      data: null,
      messages: [expect.objectContaining({ source: 'order', code: 'notFound', value: 'No such order.' })],
    });
  });
});

describe('enrollment', () => {
  it('creates a distributor profile sponsored by the site owner when an order with the starter kit is placed', async () => {
    const cookie = await readyGuestCart(t.app, [{ skuNumber: 'KIT-D', qty: 1, updateMethod: 'add' }]);
    const { orderNumber } = (await place(cookie)) as { orderNumber: string };
    const receipt = (await readData(await send(t.app, 'GET', `/api/cart/orders/${orderNumber}`, cookie), receiptEndpoint)).data;
    const profile = receipt.attributes.newProfile;
    expect(profile).toEqual({
      rcn: expect.stringMatching(/^\d+$/),
      username: expect.stringMatching(/^new\d+$/),
      sponsorRcn: '5000002',
      sponsorName: 'Dana Rivers',
      status: 'D',
    });
    const [user] = await t.db.query<{ status: string; sponsor: string; firstName: string }>(
      `select status, sponsor_user_id as sponsor, first_name as "firstName" from users where rcn = $1 and username = $2`,
      [profile?.rcn, profile?.username],
    );
    expect(user).toEqual({ status: 'D', sponsor: '1002', firstName: 'Jordan' });
  });
});

describe('member lists', () => {
  it('lists the signed-in member’s placed orders, newest first, with their totals', async () => {
    const fresh = await createTestApp();
    try {
      const customer = await login(fresh.app, 'customer', 'customer_123');
      const { data } = await readData(await send(fresh.app, 'GET', '/api/cart/order-history', customer), orderHistoryEndpoint);
      expect(data).toEqual([
        {
          orderNumber: 'W00001002',
          placedAt: '2025-05-03T10:05:00.000Z',
          status: 'placed',
          itemCount: 1,
          formattedTotal: '$68.44',
        },
        {
          orderNumber: 'W00001001',
          placedAt: '2025-02-14T16:20:00.000Z',
          status: 'placed',
          itemCount: 3,
          formattedTotal: '$60.36',
        },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('reads the whole order history, lines and all, in one query however many orders there are', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    const customer = await login(app, 'customer', 'customer_123');
    queries.length = 0;
    const { data } = await readData(await send(app, 'GET', '/api/cart/order-history', customer), orderHistoryEndpoint);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(queries.filter((sql) => /\b(from|join) (orders|order_items)\b/.test(sql))).toHaveLength(1);
  });

  it('lists auto-ship templates of the signed-in member', async () => {
    const customer = await login(t.app, 'customer', 'customer_123');
    const { data } = await readData(await send(t.app, 'GET', '/api/cart/autoship', customer), autoShipListEndpoint);
    expect(data).toEqual([
      {
        id: 'AS-1003-1',
        frequency: 'monthly',
        nextShipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'active',
        items: [
          { skuNumber: 'MVT30', name: 'Daily Multivitamin', qty: 1, formattedPrice: '$19.99' },
          { skuNumber: 'OMG60', name: 'Omega-3 Fish Oil', qty: 1, formattedPrice: '$24.50' },
        ],
        formattedTotal: '$44.49',
      },
    ]);
  });

  it.each(['/api/cart/autoship', '/api/cart/order-history'])('answers 401 to a guest at %s', async (path) => {
    expect((await t.app.request(path)).status).toBe(401);
  });
});
