import * as v from 'valibot';
import {
  currentOrderEndpoint,
  IDEMPOTENCY_HEADER,
  type CardInfo,
  type Order,
  type OrderItemUpdate,
  type OrderPatch,
} from '#contracts/commerce.ts';
import type { App } from '../../../server/app.ts';
import type { ApiMessage, Envelope } from '../../../server/http/envelope.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import { send } from './test-app.ts';

/** A card that passes every rule and that the simulated gateway approves. */
export const approvedCard: CardInfo = {
  cardNumber: '4242 4242 4242 4242',
  nameOnCard: 'Casey Morgan',
  expirationMonth: '12',
  expirationYear: String(new Date().getFullYear() + 2),
  verificationCode: '123',
};
export const declinedCard: CardInfo = { ...approvedCard, cardNumber: '4000 0000 0000 0002' };
export const challengeCard: CardInfo = { ...approvedCard, cardNumber: '4000 0025 0000 3155' };

export const validAddress = {
  nameLine: 'Jordan Guest',
  addressLine1: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'USA',
  phone: '512-555-0100',
  email: 'jordan@example.com',
};

/** The contract: a successful answer's data parses with the endpoint's own schema. */
export async function readData<Data>(
  response: Response,
  endpoint: Endpoint<Data>,
): Promise<{ data: Data; messages: ApiMessage[] }> {
  const body = (await response.json()) as Envelope<unknown>;
  if (response.status !== 200)
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { data: v.parse(endpoint.data, body.data), messages: body.messages };
}

/** An error answer: no data, only messages. */
export async function readRefusal(response: Response): Promise<ApiMessage[]> {
  const body = (await response.json()) as Envelope<unknown>;
  expect(body.data).toBeNull();
  return body.messages;
}

/** `name=value` of the guest cart cookie a response set. */
export function cartCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('cmsb_cart='));
  if (!header) throw new Error('The response set no cart cookie');
  return header.split(';')[0] ?? '';
}

/** Starts a guest cart with a first write that changes nothing (reads make no cart) and answers its cookie. */
export async function startGuestCart(app: App): Promise<string> {
  return cartCookie(await send(app, 'PATCH', '/api/cart/order/current', '', {}));
}

/** The cart of `cookie`, which a write (or a member's read) has made already: it has an id. */
export async function getCart(app: App, cookie: string): Promise<Order & { id: string }> {
  const { data } = await readData(await send(app, 'GET', '/api/cart/order/current', cookie), currentOrderEndpoint);
  if (data.id === null) throw new Error('The session has no cart yet');
  return { ...data, id: data.id };
}

export const updateItems = (app: App, cookie: string, items: OrderItemUpdate[]) =>
  send(app, 'POST', '/api/cart/order/current/items', cookie, { items });

export const patchCart = (app: App, cookie: string, patch: OrderPatch | Record<string, unknown>) =>
  send(app, 'PATCH', '/api/cart/order/current', cookie, patch);

export const processCart = (app: App, cookie: string, card: CardInfo, key: string) =>
  send(app, 'POST', '/api/cart/order/current/process', cookie, { type: 'creditCard', data: card }, { [IDEMPOTENCY_HEADER]: key });

/** A guest cart holding `items`, with a ship address and ship method, ready to place. */
export async function readyGuestCart(app: App, items: OrderItemUpdate[]): Promise<string> {
  const cookie = await startGuestCart(app);
  expect((await updateItems(app, cookie, items)).status).toBe(200);
  const patched = await patchCart(app, cookie, { shipAddress: validAddress, billAddressSameAsShipAddress: true, shipVia: 1 });
  expect(patched.status).toBe(200);
  return cookie;
}
