import { createHash } from 'node:crypto';
import { createApp } from '../../server/app.ts';
import { calculateTotals } from '../../server/commerce/order-totals.ts';
import { storeSettingsFromEnv } from '../../server/commerce/store-settings.ts';
import { DISTRIBUTOR_CART_ID } from '../../server/db/seed-commerce.ts';
import {
  COUPON_NOT_FOUND,
  currentOrderEndpoint,
  LINE_QTY_MAX,
  orderByIdEndpoint,
  patchOrderEndpoint,
  preProcessOrderEndpoint,
  refreshOrderEndpoint,
  updateOrderItemsEndpoint,
} from '#contracts/commerce.ts';
import { createApiClient } from '#api/client.ts';
import { readAnswer } from './support/answers.ts';
import { getCart, patchCart, readData, readRefusal, startGuestCart, updateItems, validAddress } from './support/cart.ts';
import { createTestApp, jsonHeaders, login, recordQueries, type TestApp, send } from './support/test-app.ts';

let t: TestApp;
let customer: string;
let distributor: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer', 'customer_123');
  distributor = await login(t.app, 'distributor', 'distributor_123');
});
afterAll(() => t.close());

const cartCount = async () => {
  const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from orders');
  return row?.count ?? 0;
};

const cartEmpty = {
  type: 'orderMessage',
  source: 'cart',
  code: 'cartItemsRequired',
  value: 'Your cart is empty.',
  params: { 'server-message': 'Your cart is empty.' },
};

const refresh = async (cookie: string) =>
  (await readData(await send(t.app, 'POST', '/api/cart/order/current/refresh', cookie), refreshOrderEndpoint)).data;

describe('GET /api/cart/order/current', () => {
  it('answers a guest without a cart cookie an empty cart with no id, and makes no cart and sets no cookie', async () => {
    const before = await cartCount();
    for (const [method, path] of [
      ['GET', '/api/cart/order/current'],
      ['POST', '/api/cart/order/current/pre-process'],
    ] as const) {
      const response = await send(t.app, method, path, '');
      expect(response.headers.getSetCookie()).toEqual([]);
      const { data, messages } = await readData(response, currentOrderEndpoint);
      expect(data).toMatchObject({
        id: null,
        userId: null,
        accessToken: null,
        status: 'active',
        items: [],
        guestOrderLimit: 200,
      });
      expect(data.attributes).toMatchObject({ currentUserRules: { loggedIn: false }, autoShipRules: { canAutoShip: false } });
      expect(messages).toEqual([cartEmpty]);
    }
    expect(await cartCount()).toBe(before);
  });

  it("starts a guest's cart on the first write, with an httpOnly, SameSite=Lax cookie whose token is stored only as a hash", async () => {
    const first = await updateItems(t.app, '', [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^cmsb_cart=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const { data } = await readData(first, updateOrderItemsEndpoint);
    expect(data).toMatchObject({
      id: expect.any(String),
      userId: null,
      status: 'active',
      guestOrderLimit: 200,
      discountPercent: 0,
    });
    expect(data.accessToken).toMatch(/^[\w-]{20,}$/);

    const cookie = setCookie.split(';')[0] ?? '';
    const token = cookie.split('=')[1] ?? '';
    const [row] = await t.db.query<{ hash: string }>('select guest_cart_hash as hash from orders where id = $1', [data.id]);
    expect(row?.hash).toBe(createHash('sha256').update(token).digest('hex'));

    const again = await send(t.app, 'GET', '/api/cart/order/current', cookie);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await readData(again, currentOrderEndpoint)).data.id).toBe(data.id);
  });

  it("gives one cart to a guest's first calls sent at once through the blocks' client", async () => {
    // A browser of its own: one cookie jar, where the last cart cookie set wins.
    let cookie = '';
    const browserFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (cookie) request.headers.set('Cookie', cookie);
      const response = await t.app.request(request);
      const set = response.headers.getSetCookie()[0];
      if (set) cookie = set.split(';')[0] ?? '';
      return response;
    };
    vi.stubGlobal('document', { baseURI: 'http://localhost/' });
    const api = createApiClient({ baseUrl: '/', fetch: browserFetch });
    const add = (skuNumber: string) =>
      api.request(updateOrderItemsEndpoint, { json: { items: [{ skuNumber, qty: 1, updateMethod: 'add' }] } });
    const before = await cartCount();
    await Promise.all([
      api.request(currentOrderEndpoint),
      add('LAV05'),
      add('TEA12'),
      api.request(currentOrderEndpoint),
      add('PEP05'),
    ]);
    vi.unstubAllGlobals();
    expect(await cartCount()).toBe(before + 1);
    expect((await getCart(t.app, cookie)).items.map((item) => item.skuNumber).sort()).toEqual(['LAV05', 'PEP05', 'TEA12']);
  });

  it("starts a member's cart with the saved addresses, no ship method and the member's rules", async () => {
    const cart = await getCart(t.app, customer);
    expect(cart).toMatchObject({ userId: '1003', accessToken: null, guestOrderLimit: null, discountPercent: 0 });
    expect(cart.shipping.data).toMatchObject({ shipVia: 0, shipAddress: { postalCode: '97205', city: 'Portland' } });
    expect(cart.billAddress).toMatchObject({ addressLine1: '400 Pine Street' });
    expect(cart.attributes).toMatchObject({
      currentShipViaLabel: null,
      isCountryRequireCvv: true,
      autoShipRules: { canAutoShip: true, canAutoShipQuarterly: false },
      pvqRules: { displayPvq: false },
      guestSignUpRules: { sponsorRcn: '5000002' },
      paymentRules: { availablePaymentTypes: ['creditCard'] },
      kalogrisDonations: { possibleAmounts: [5, 10, 25] },
      dateRules: { datePlaceholder: 'MM/dd/yyyy' },
      currentUserRules: { loggedIn: true },
      newProfile: null,
      allowedShipMethods: [
        { value: 1, label: 'Standard Shipping' },
        { value: 2, label: 'Express Shipping' },
        { value: 3, label: 'Will Call Pickup' },
      ],
    });
  });

  it("answers the distributor's seeded cart with the 20% discount and the distributor's rules", async () => {
    const cart = await getCart(t.app, distributor);
    expect(cart.id).toBe(DISTRIBUTOR_CART_ID);
    expect(cart.items.map((item) => [item.skuNumber, item.qty])).toEqual([
      ['LAV05', 2],
      ['MVT30', 1],
    ]);
    expect(cart.discountPercent).toBe(20);
    expect(cart.attributes).toMatchObject({ pvqRules: { displayPvq: true }, autoShipRules: { canAutoShipQuarterly: true } });
    expect(cart.items[0]).toMatchObject({
      itemCode: 'LAV05',
      name: 'Lavender Essential Oil',
      detailPage: 'lavender-essential-oil',
      price: 12.5,
      qtyIsLocked: false,
      maxQty: 200,
      sku: {
        productId: 'P100',
        description: '5 mL',
        formattedPrice: '$12.50',
        formattedBv: '10.00',
        data: { isBackOrdered: false },
      },
    });
  });

  it('answers the same order to POST pre-process (pws mode)', async () => {
    const response = await send(t.app, 'POST', '/api/cart/order/current/pre-process', customer);
    expect((await readData(response, preProcessOrderEndpoint)).data).toEqual(await getCart(t.app, customer));
  });

  it('answers 401 to a guest while guest ordering is off, and still serves members', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir, store: { ...storeSettingsFromEnv({}), guestOrderingEnabled: false } });
    const guest = await app.request('/api/cart/order/current');
    expect(guest.status).toBe(401);
    expect(guest.headers.getSetCookie()).toEqual([]);
    expect(await readRefusal(guest)).toEqual([expect.objectContaining({ source: 'session', code: 'unauthorized' })]);
    expect((await send(app, 'GET', '/api/cart/order/current', customer)).status).toBe(200);
  });
});

describe('POST /api/cart/order/current/items', () => {
  it("adds to a line already in the cart, sets a line's quantity and removes a line at 0", async () => {
    const cookie = await startGuestCart(t.app);
    const added = await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    expect((await readData(added, updateOrderItemsEndpoint)).data.items.map((i) => i.qty)).toEqual([1]);

    await updateItems(t.app, cookie, [
      { skuNumber: 'LAV05', qty: 2, updateMethod: 'add' },
      { skuNumber: 'TEA12', qty: 1, updateMethod: 'add' },
    ]);
    let cart = await getCart(t.app, cookie);
    expect(cart.items.map((i) => [i.skuNumber, i.qty])).toEqual([
      ['LAV05', 3],
      ['TEA12', 1],
    ]);
    expect(cart.orderTotals).toMatchObject({ subTotal: 47.49, bvSubTotal: 37, pvSubTotal: 37, totalCalculated: false });
    expect(cart.orderTotals.formatted).toMatchObject({ subTotal: '$47.49', bvSubTotal: '37.00', pvSubTotal: '37.00' });

    await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 5, updateMethod: 'set' }]);
    await updateItems(t.app, cookie, [{ skuNumber: 'TEA12', qty: 0, updateMethod: 'set' }]);
    cart = await getCart(t.app, cookie);
    expect(cart.items.map((i) => [i.skuNumber, i.qty])).toEqual([['LAV05', 5]]);
    expect(cart.orderTotals.subTotal).toBe(62.5);
  });

  it('flips totalCalculated: false after an item change, true after refresh', async () => {
    const cookie = await startGuestCart(t.app);
    await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    expect((await getCart(t.app, cookie)).orderTotals.totalCalculated).toBe(false);
    expect((await refresh(cookie)).orderTotals.totalCalculated).toBe(true);
    await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 2, updateMethod: 'set' }]);
    expect((await getCart(t.app, cookie)).orderTotals.totalCalculated).toBe(false);
  });

  it('refuses an unknown SKU with 422 and applies none of the request', async () => {
    const cookie = await startGuestCart(t.app);
    const response = await updateItems(t.app, cookie, [
      { skuNumber: 'LAV05', qty: 1, updateMethod: 'add' },
      { skuNumber: 'NOPE', qty: 1, updateMethod: 'add' },
    ]);
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      { type: 'validatorMessage', source: 'items.1.skuNumber', code: 'skuNotFound', value: 'No item has the SKU "NOPE".' },
    ]);
    expect((await getCart(t.app, cookie)).items).toEqual([]);
  });

  it('keeps a locked line (the starter kit) at one: other quantities are refused, removal is allowed', async () => {
    const cookie = await startGuestCart(t.app);
    const added = await readData(
      await updateItems(t.app, cookie, [{ skuNumber: 'KIT-D', qty: 1, updateMethod: 'add' }]),
      updateOrderItemsEndpoint,
    );
    expect(added.data.items[0]).toMatchObject({ skuNumber: 'KIT-D', qty: 1, qtyIsLocked: true, maxQty: 1 });
    expect(added.data.attributes.enrollmentRules.orderIsEnrollment).toBe(true);

    for (const update of [
      { qty: 1, updateMethod: 'add' as const },
      { qty: 3, updateMethod: 'set' as const },
    ]) {
      const refused = await updateItems(t.app, cookie, [{ skuNumber: 'KIT-D', ...update }]);
      expect(refused.status).toBe(422);
      expect(await readRefusal(refused)).toEqual([expect.objectContaining({ source: 'items.0.qty', code: 'qtyLocked' })]);
    }
    const removed = await updateItems(t.app, cookie, [{ skuNumber: 'KIT-D', qty: 0, updateMethod: 'set' }]);
    expect((await readData(removed, updateOrderItemsEndpoint)).data.items).toEqual([]);
  });

  it('prices a donation at its custom amount, which a donation needs and other items refuse', async () => {
    const cookie = await startGuestCart(t.app);
    const donated = await updateItems(t.app, cookie, [{ skuNumber: 'KFCSH', qty: 1, updateMethod: 'add', customAmount: 25 }]);
    const { data } = await readData(donated, updateOrderItemsEndpoint);
    expect(data.items[0]).toMatchObject({ skuNumber: 'KFCSH', price: 25, type: 'donation', sku: { formattedPrice: '$25.00' } });
    expect(data.orderTotals.subTotal).toBe(25);

    const missing = await updateItems(t.app, cookie, [{ skuNumber: 'KFCAN', qty: 1, updateMethod: 'add' }]);
    expect(missing.status).toBe(422);
    expect(await readRefusal(missing)).toEqual([expect.objectContaining({ code: 'customAmountRequired' })]);
    const notDonation = await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add', customAmount: 1 }]);
    expect(notDonation.status).toBe(422);
    expect(await readRefusal(notDonation)).toEqual([expect.objectContaining({ code: 'customAmountNotAllowed' })]);
  });

  it('keeps a line at or under 200: a larger set or an add past it is refused with 422 and changes nothing', async () => {
    expect(LINE_QTY_MAX).toBe(200);
    const cookie = await startGuestCart(t.app);
    const tooMany = await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 201, updateMethod: 'set' }]);
    expect(tooMany.status).toBe(422);
    expect(await readRefusal(tooMany)).toEqual([
      { type: 'validatorMessage', source: 'items.0.qty', code: 'invalid', value: 'The quantity cannot be more than 200.' },
    ]);
    expect((await getCart(t.app, cookie)).items).toEqual([]);

    const atMost = await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 200, updateMethod: 'set' }]);
    expect((await readData(atMost, updateOrderItemsEndpoint)).data.items[0]).toMatchObject({ qty: 200, maxQty: 200 });
    const over = await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    expect(over.status).toBe(422);
    expect(await readRefusal(over)).toEqual([
      {
        type: 'validatorMessage',
        source: 'items.0.qty',
        code: 'qtyTooLarge',
        value: 'The quantity cannot be more than 200.',
      },
    ]);
    expect((await getCart(t.app, cookie)).items[0]?.qty).toBe(200);
  });

  it('asks for a shipping address once the cart has items and none is set', async () => {
    const cookie = await startGuestCart(t.app);
    const { messages } = await readData(
      await updateItems(t.app, cookie, [{ skuNumber: 'TEA12', qty: 1, updateMethod: 'add' }]),
      updateOrderItemsEndpoint,
    );
    expect(messages).toEqual([
      {
        type: 'orderMessage',
        source: 'shipAddress',
        code: 'shipAddressRequired',
        value: 'Please add a shipping address.',
        params: { 'server-message': 'Please add a shipping address.' },
      },
    ]);
    const patched = await patchCart(t.app, cookie, { shipAddress: validAddress });
    expect((await readData(patched, patchOrderEndpoint)).messages).toEqual([]);
  });
});

describe('totals', () => {
  it('rounds the 7% tax to the cent and adds the chosen ship method', async () => {
    const cookie = await startGuestCart(t.app);
    await updateItems(t.app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    await patchCart(t.app, cookie, { shipVia: 1 });
    const totals = (await refresh(cookie)).orderTotals;
    expect(totals).toMatchObject({ subTotal: 12.5, discount: 0, tax: 0.88, shipping: 7.95, total: 21.33, totalCalculated: true });
    expect(totals.formatted).toMatchObject({ tax: '$0.88', shipping: '$7.95', total: '$21.33' });
  });

  it.each([
    [1, 'Standard Shipping', 7.95],
    [2, 'Express Shipping', 14.95],
    [3, 'Will Call Pickup', 0],
  ])('charges ship method %i (%s) at %d', async (shipVia, label, shipping) => {
    const { data } = await readData(await patchCart(t.app, distributor, { shipVia }), patchOrderEndpoint);
    expect(data.attributes.currentShipViaLabel).toBe(label);
    // The distributor's seeded cart: 44.99 less 20% (9.00) is 35.99, taxed 2.52.
    expect(data.orderTotals).toMatchObject({ subTotal: 44.99, discount: 9, couponDiscount: 0, tax: 2.52, shipping });
    expect(data.orderTotals.total).toBeCloseTo(35.99 + 2.52 + shipping, 2);
  });

  it('applies coupon SAVE10 after the account discount, and removes it with an empty code', async () => {
    const withCoupon = await readData(
      await patchCart(t.app, distributor, { couponCode: 'save10', shipVia: 3 }),
      patchOrderEndpoint,
    );
    expect(withCoupon.data.attributes.couponCodeId).toBe('SAVE10');
    // 10% of 35.99 is 3.60; tax is 7% of 32.39.
    expect(withCoupon.data.orderTotals).toMatchObject({ discount: 9, couponDiscount: 3.6, tax: 2.27, total: 34.66 });
    expect(withCoupon.data.orderTotals.formatted.couponDiscount).toBe('$3.60');

    const removed = await readData(await patchCart(t.app, distributor, { couponCode: '' }), patchOrderEndpoint);
    expect(removed.data.attributes.couponCodeId).toBeNull();
    expect(removed.data.orderTotals.couponDiscount).toBe(0);
  });

  it("takes each eligible line's subscription percent off an auto-ship order, and nothing off other lines", async () => {
    const items = [
      { skuNumber: 'LAV05', qty: 2, updateMethod: 'set' as const },
      { skuNumber: 'APP-1', qty: 1, updateMethod: 'set' as const },
      { skuNumber: 'KFCSH', qty: 1, updateMethod: 'set' as const, customAmount: 20 },
    ];
    await updateItems(t.app, customer, items);
    const oneTime = (await getCart(t.app, customer)).orderTotals;
    expect(oneTime).toMatchObject({ subTotal: 54.99, discount: 0 });

    const { data } = await readData(await patchCart(t.app, customer, { isAutoShip: true }), patchOrderEndpoint);
    // Only the lavender is a subscription product: 10% of 25.00; the app and the donation keep their price.
    // Tax is 7% of 52.49.
    expect(data.orderTotals).toMatchObject({ subTotal: 54.99, discount: 2.5, tax: 3.67 });
    expect(data.orderTotals.formatted.discount).toBe('$2.50');
    expect(data.orderTotals.total).toBeCloseTo(52.49 + 3.67 + oneTime.shipping, 2);

    await patchCart(t.app, customer, { isAutoShip: false });
    await updateItems(
      t.app,
      customer,
      items.map(({ customAmount: _, ...item }) => ({ ...item, qty: 0 })),
    );
  });

  it('adds the subscription saving to the account discount, both from the list price', () => {
    const line = { qty: 1, bv: 0, pv: 0, shipped: true };
    const input = {
      lines: [
        { ...line, priceCents: 1000, subscriptionPercent: 10 },
        { ...line, priceCents: 2000, subscriptionPercent: null },
      ],
      discountPercent: 20,
      couponPercent: 0,
      shippingCents: 0,
    };
    expect(calculateTotals({ ...input, isAutoShip: false }).discount).toBe(600);
    expect(calculateTotals({ ...input, isAutoShip: true })).toMatchObject({ subTotal: 3000, discount: 700, total: 2461 });
  });

  it("answers 422 'COUPON NOT FOUND' for an unknown coupon and keeps the one applied", async () => {
    await patchCart(t.app, customer, { couponCode: 'SAVE10' });
    const response = await patchCart(t.app, customer, { couponCode: 'NOPE' });
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({ type: 'error', source: 'couponCode', code: 'couponNotFound', value: COUPON_NOT_FOUND }),
    ]);
    expect((await getCart(t.app, customer)).attributes.couponCodeId).toBe('SAVE10');
    await patchCart(t.app, customer, { couponCode: '' });
  });
});

describe('PATCH /api/cart/order/current', () => {
  it('refuses a ship method that is not offered', async () => {
    const response = await patchCart(t.app, customer, { shipVia: 9 });
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([expect.objectContaining({ source: 'shipVia', code: 'shipViaNotAllowed' })]);
  });

  it('validates addresses field by field with the shared rules', async () => {
    const response = await patchCart(t.app, customer, {
      shipAddress: { ...validAddress, nameLine: ' ', addressLine1: '', postalCode: '1234', phone: '12' },
      billAddress: { ...validAddress, city: '' },
    });
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      { type: 'validatorMessage', source: 'shipAddress.nameLine', code: 'required', value: 'Required' },
      { type: 'validatorMessage', source: 'shipAddress.addressLine1', code: 'required', value: 'Required' },
      { type: 'validatorMessage', source: 'shipAddress.postalCode', code: 'invalid', value: 'Needs to be 5 or 9 digits' },
      { type: 'validatorMessage', source: 'shipAddress.phone', code: 'invalid', value: 'Invalid number' },
      { type: 'validatorMessage', source: 'billAddress.city', code: 'required', value: 'Required' },
    ]);
  });

  it('asks for a state only in the USA, as the address form does', async () => {
    const cookie = await startGuestCart(t.app);
    const canadian = { ...validAddress, state: '', city: 'Toronto', postalCode: 'M5V 2T6', country: 'CAN' };
    const accepted = await readData(await patchCart(t.app, cookie, { shipAddress: canadian }), patchOrderEndpoint);
    expect(accepted.data.shipping.data.shipAddress).toMatchObject({ country: 'CAN', state: '' });

    for (const shipAddress of [
      { ...validAddress, state: '' },
      { ...validAddress, state: ' ', country: null },
    ]) {
      const refused = await patchCart(t.app, cookie, { shipAddress });
      expect(refused.status).toBe(422);
      expect(await readRefusal(refused)).toEqual([
        { type: 'validatorMessage', source: 'shipAddress.state', code: 'required', value: 'Required' },
      ]);
    }
    const bill = await patchCart(t.app, cookie, {
      billAddressSameAsShipAddress: false,
      billAddress: { ...validAddress, state: '' },
    });
    expect(await readRefusal(bill)).toEqual([expect.objectContaining({ source: 'billAddress.state', code: 'required' })]);
    const canadianBill = { billAddressSameAsShipAddress: false, billAddress: { ...canadian, nameLine: 'Bill Payer' } };
    expect((await readData(await patchCart(t.app, cookie, canadianBill), patchOrderEndpoint)).data.billAddress).toMatchObject({
      state: '',
    });
  });

  it('copies the ship address into the bill address when they are the same', async () => {
    const cookie = await startGuestCart(t.app);
    const { data } = await readData(
      await patchCart(t.app, cookie, { shipAddress: { ...validAddress, country: null }, billAddressSameAsShipAddress: true }),
      patchOrderEndpoint,
    );
    expect(data.attributes.billAddressSameAsShipAddress).toBe(true);
    expect(data.shipping.data.shipAddress).toMatchObject({ ...validAddress, country: 'USA' });
    expect(data.billAddress).toEqual(data.shipping.data.shipAddress);
  });

  it('lets members choose auto-ship, quarterly and PVQ only where their rules allow', async () => {
    const guest = await startGuestCart(t.app);
    expect((await patchCart(t.app, guest, { isAutoShip: true })).status).toBe(422);

    const monthly = await readData(await patchCart(t.app, customer, { isAutoShip: true }), patchOrderEndpoint);
    expect(monthly.data.shipping.data).toMatchObject({ isAutoShip: true, autoShipIsMonthly: true });
    const quarterly = await patchCart(t.app, customer, { autoShipIsMonthly: false });
    expect(await readRefusal(quarterly)).toEqual([
      expect.objectContaining({ source: 'autoShipIsMonthly', code: 'quarterlyNotAllowed' }),
    ]);
    expect((await patchCart(t.app, customer, { isPvq: true })).status).toBe(422);

    const distributorPatch = await readData(
      await patchCart(t.app, distributor, { isAutoShip: true, autoShipIsMonthly: false, isPvq: true }),
      patchOrderEndpoint,
    );
    expect(distributorPatch.data.shipping.data).toMatchObject({ isAutoShip: true, autoShipIsMonthly: false });
    expect(distributorPatch.data.attributes.isPvq).toBe(true);
  });
});

describe('bad requests answer 422, never 500', () => {
  it.each([
    ['POST', '/api/cart/order/current/items', { items: [] }],
    ['POST', '/api/cart/order/current/items', { items: [{ skuNumber: 'LAV05', qty: -1, updateMethod: 'add' }] }],
    ['POST', '/api/cart/order/current/items', { items: [{ skuNumber: 'LAV05', qty: 1.5, updateMethod: 'add' }] }],
    ['POST', '/api/cart/order/current/items', { items: [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'replace' }] }],
    [
      'POST',
      '/api/cart/order/current/items',
      { items: [{ skuNumber: 'KFCSH', qty: 1, updateMethod: 'add', customAmount: 100001 }] },
    ],
    ['POST', '/api/cart/order/current/items', { items: [{ skuNumber: 'x'.repeat(41), qty: 1, updateMethod: 'add' }] }],
    ['POST', '/api/cart/order/current/items', 'LAV05'],
    ['PATCH', '/api/cart/order/current', { shipVia: '1' }],
    ['PATCH', '/api/cart/order/current', { shipVia: 0 }],
    ['PATCH', '/api/cart/order/current', { couponCode: 'x'.repeat(41) }],
    ['PATCH', '/api/cart/order/current', { shipAddress: { nameLine: 5 } }],
    ['PATCH', '/api/cart/order/current', null],
    ['POST', '/api/cart/order/current/3ds/any', { outcome: 'maybe' }],
    ['POST', '/api/cart/order/current/3ds/x%00', { outcome: 'authenticated' }],
    ['GET', '/api/cart/order/x%00', undefined],
    ['GET', '/api/cart/orders/W%00', undefined],
    ['GET', `/api/cart/orders/W${'0'.repeat(64)}`, undefined],
  ])('%s %s %j', async (method, path, body) => {
    const response = await send(t.app, method, path, customer, body);
    expect(response.status).toBe(422);
    expect((await readRefusal(response))[0]).toMatchObject({ type: 'validatorMessage' });
  });

  it.each([
    ['POST', '/api/cart/order/current/3ds/x%00', { outcome: 'authenticated' }, 'challengeId'],
    ['GET', '/api/cart/order/x%00', undefined, 'orderId'],
    ['GET', '/api/cart/orders/W%00', undefined, 'orderNumber'],
  ])('names the malformed path parameter of %s %s', async (method, path, body, source) => {
    const response = await send(t.app, method, path, customer, body);
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      { type: 'validatorMessage', source, code: 'invalid', value: `${source} must be 1 to 64 letters, digits, "-" or "_".` },
    ]);
  });

  it('answers malformed JSON with 422', async () => {
    const response = await t.app.request('/api/cart/order/current/items', {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: customer },
      body: '{"items": [',
    });
    expect(response.status).toBe(422);
  });
});

describe('GET /api/cart/order/{orderId}', () => {
  /** What `cookie` reads for an unknown order: the answer for any order that is not theirs. */
  const unknownOrder = async (cookie: string) => readAnswer(await send(t.app, 'GET', '/api/cart/order/no-such-order', cookie));

  it("answers another member's order exactly as an unknown one, and the order to its owner", async () => {
    const path = `/api/cart/order/${DISTRIBUTOR_CART_ID}`;
    for (const cookie of [customer, '', await startGuestCart(t.app)]) {
      expect(await readAnswer(await send(t.app, 'GET', path, cookie))).toEqual(await unknownOrder(cookie));
    }
    const own = await readData(await send(t.app, 'GET', path, distributor), orderByIdEndpoint);
    expect(own.data.id).toBe(DISTRIBUTOR_CART_ID);
  });

  it("answers a guest's order only to the cookie that owns it", async () => {
    const owner = await startGuestCart(t.app);
    const { id } = await getCart(t.app, owner);
    const path = `/api/cart/order/${id}`;
    expect((await readData(await send(t.app, 'GET', path, owner), orderByIdEndpoint)).data.id).toBe(id);
    for (const cookie of [await startGuestCart(t.app), customer, '']) {
      expect(await readAnswer(await send(t.app, 'GET', path, cookie))).toEqual(await unknownOrder(cookie));
    }
  });

  it("does the same work for another member's order as for an unknown one, so the answer's timing tells nothing", async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    const queriesOf = async (path: string, cookie: string) => {
      queries.length = 0;
      expect((await send(app, 'GET', path, cookie)).status).toBe(404);
      return [...queries];
    };
    const cases = [
      [`/api/cart/order/${DISTRIBUTOR_CART_ID}`, '/api/cart/order/no-such-order', customer],
      ['/api/cart/orders/W00001001', '/api/cart/orders/W99999999', distributor],
    ] as const;
    for (const [theirs, unknown, cookie] of cases) {
      expect(await queriesOf(theirs, cookie)).toEqual(await queriesOf(unknown, cookie));
    }
  });

  it("answers 404 'No such order.' for an unknown order", async () => {
    const response = await send(t.app, 'GET', '/api/cart/order/no-such-order', customer);
    expect(response.status).toBe(404);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({ source: 'order', code: 'notFound', value: 'No such order.' }),
    ]);
  });
});

describe('cart edits', () => {
  it('load the ship methods and the sponsor once per edit, for the checks and the answer alike', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    const cookie = await startGuestCart(app);
    const contextLoads = () => queries.filter((sql) => /\bfrom ship_methods\b/.test(sql)).length;

    queries.length = 0;
    expect((await updateItems(app, cookie, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }])).status).toBe(200);
    expect(contextLoads()).toBe(1);
    queries.length = 0;
    expect((await patchCart(app, cookie, { shipVia: 1 })).status).toBe(200);
    expect(contextLoads()).toBe(1);
    queries.length = 0;
    expect((await patchCart(app, cookie, { shipVia: 9 })).status).toBe(422);
    expect(contextLoads()).toBe(1);
  });

  it('read the whole cart once, for the answer: a read is two queries, an item added nine', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    const cookie = await startGuestCart(app);
    const cartReads = () => queries.filter((sql) => /\bfrom order_items l\b/.test(sql)).length;

    queries.length = 0;
    expect((await send(app, 'GET', '/api/cart/order/current', cookie)).status).toBe(200);
    expect([cartReads(), queries.length]).toEqual([1, 2]);
    queries.length = 0;
    expect((await updateItems(app, cookie, [{ skuNumber: 'TEA12', qty: 2, updateMethod: 'set' }])).status).toBe(200);
    expect([cartReads(), queries.length]).toEqual([1, 9]);
    queries.length = 0;
    expect((await patchCart(app, cookie, { shipVia: 1 })).status).toBe(200);
    // note: a change of the cart's fields checks them against the cart as it stands, then answers
    expect(cartReads()).toBe(2);
  });
});
