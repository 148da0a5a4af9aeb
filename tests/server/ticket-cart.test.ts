import { orderHistoryEndpoint, processOrderEndpoint, refreshOrderEndpoint } from '#contracts/commerce.ts';
import { conferenceEndpoint, type TicketDraft } from '#contracts/conference.ts';
import { calculateTotals } from '../../server/commerce/order-totals.ts';
import { SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { approvedCard, getCart, patchCart, processCart, readData, updateItems, validAddress } from './support/cart.ts';
import { createTestApp, login, type TestApp, send } from './support/test-app.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer', 'customer_123');
});
afterAll(() => t.close());

const ticket: TicketDraft = {
  uid: 'shipping-1',
  conferenceId: SUMMIT_ID,
  productId: 'P900',
  skuNumber: 'SUM27-FULL',
  firstName: 'Casey',
  lastName: 'Morgan',
  displayName: 'Casey Morgan',
  displayRcn: '',
  city: 'Austin',
  stateCountry: 'Texas',
  translationLangCode: 'eng',
  hearingImpaired: 0,
  signLanguage: 0,
  featureData: [{ productId: 'P910', skuNumber: 'GALA-STD' }],
};

const refresh = async () =>
  (await readData(await send(t.app, 'POST', '/api/cart/order/current/refresh', customer), refreshOrderEndpoint)).data;

describe('a ticket in the cart', () => {
  it('names its feature line by the product and option the ticket form offers', async () => {
    await send(t.app, 'POST', '/api/cart/order/current/items', customer, {
      items: [{ skuNumber: ticket.skuNumber, qty: 1, updateMethod: 'add', conferenceTicket: { ...ticket, uid: 'names-1' } }],
    });
    const offered = (await readData(await send(t.app, 'GET', `/api/conference/${SUMMIT_ID}`, customer), conferenceEndpoint)).data;
    const gala = offered.featureProducts.find((product) => product.productId === 'P910');
    const line = (await getCart(t.app, customer)).items.find((item) => item.skuNumber === 'GALA-STD');
    expect(line && { name: line.name, option: line.sku.description }).toEqual({
      name: gala?.name,
      option: gala?.skus.find((sku) => sku.number === 'GALA-STD')?.options[0]?.optionValue,
    });
    expect(line?.name).toBe('Gala party');
    await updateItems(t.app, customer, [
      { skuNumber: ticket.skuNumber, qty: 0, updateMethod: 'set' },
      { skuNumber: 'GALA-STD', qty: 0, updateMethod: 'set' },
    ]);
    expect((await getCart(t.app, customer)).items).toEqual([]);
  });
});

describe('shipping: only goods ship', () => {
  it('charges no shipping on tickets alone, the ship method’s price once goods join them, and none again without the goods', async () => {
    const bought = await send(t.app, 'POST', '/api/cart/order/current/items', customer, {
      items: [{ skuNumber: ticket.skuNumber, qty: 1, updateMethod: 'add', conferenceTicket: ticket }],
    });
    expect(bought.status).toBe(200);
    expect((await patchCart(t.app, customer, { shipVia: 1, shipAddress: validAddress })).status).toBe(200);

    const tickets = (await refresh()).orderTotals;
    // The full conference (349.00) and a gala seat (75.00), 7% tax; Standard Shipping (7.95) is not charged.
    expect(tickets).toMatchObject({ subTotal: 424, tax: 29.68, shipping: 0, total: 453.68 });
    expect(tickets.formatted).toMatchObject({ shipping: '$0.00', total: '$453.68' });

    await updateItems(t.app, customer, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    // The lavender (12.50) ships: the order pays Standard Shipping once, tickets and all.
    expect((await refresh()).orderTotals).toMatchObject({ subTotal: 436.5, tax: 30.56, shipping: 7.95, total: 475.01 });

    await updateItems(t.app, customer, [{ skuNumber: 'LAV05', qty: 0, updateMethod: 'set' }]);
    expect((await refresh()).orderTotals).toMatchObject({ shipping: 0, total: 453.68 });
  });

  it('places a tickets-only order at its total without shipping, as the order history shows it', async () => {
    const { data } = await readData(await processCart(t.app, customer, approvedCard, 'ticket-shipping-1'), processOrderEndpoint);
    if (data.status !== 'placed') throw new Error(`Order not placed: ${JSON.stringify(data)}`);
    const history = await readData(await send(t.app, 'GET', '/api/cart/order-history', customer), orderHistoryEndpoint);
    expect(history.data.find((entry) => entry.orderNumber === data.orderNumber)?.formattedTotal).toBe('$453.68');
  });

  it('charges the ship method when any line ships, and nothing when none does', () => {
    const line = { priceCents: 1000, qty: 1, bv: 0, pv: 0, subscriptionPercent: null };
    const totals = (shipped: boolean[]) =>
      calculateTotals({
        lines: shipped.map((ships) => ({ ...line, shipped: ships })),
        discountPercent: 0,
        isAutoShip: false,
        couponPercent: 0,
        shippingCents: 795,
      });
    expect(totals([false, false])).toMatchObject({ shipping: 0, total: 2140 });
    expect(totals([false, true])).toMatchObject({ shipping: 795, total: 2935 });
    expect(totals([]).shipping).toBe(0);
  });
});
