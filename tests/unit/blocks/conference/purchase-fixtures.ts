import type {
  Conference,
  ConferenceSummary,
  ProfileLookup,
  ProfileResult,
  TicketDraft,
} from '../../../../src/contracts/conference.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { cartOrder } from '../commerce/fixtures/cart-orders.ts';

/** A fake conference desk for the purchase screen's unit tests and stories. */
export const CONFERENCE_ID = 'essentials-2026';

export const conferences: ConferenceSummary[] = [
  { id: CONFERENCE_ID, title: 'Essentials Convention 2026', active: true, startsOn: '2026-06-12' },
  { id: 'leaders-2026', title: 'Leadership Summit 2026', active: true, startsOn: '2026-09-03' },
];

const sku = (number: string, optionValue: string, price: number) => ({
  number,
  options: [{ optionValue }],
  formattedPrice: `$${price.toFixed(2)}`,
  price,
});

export const conference: Conference = {
  ...conferences[0]!,
  ticketProduct: {
    productId: 'CONF-TICKET-2026',
    name: 'Essentials Convention 2026 ticket',
    optionGroups: [{ name: 'Ticket type' }],
    skus: [sku('CT26-FULL', 'Full conference', 199), sku('CT26-DAY', 'One day', 89), sku('CT26-VIP', 'VIP', 399)],
    availableSkus: ['CT26-FULL', 'CT26-DAY'],
  },
  featureProducts: [
    {
      productId: 'CONF-GALA-2026',
      name: 'Gala dinner',
      optionGroups: [{ name: 'Seating' }],
      skus: [sku('CG26-STD', 'Standard seat', 75)],
      availableSkus: ['CG26-STD'],
    },
    {
      productId: 'CONF-WS-2026',
      name: 'Workshop',
      optionGroups: [{ name: 'Workshop' }],
      skus: [sku('CW26-AM', 'Morning', 25), sku('CW26-PM', 'Afternoon', 25)],
      availableSkus: ['CW26-AM', 'CW26-PM'],
    },
  ],
};

export const profileResults: ProfileResult[] = [
  { name: 'Grace Hopper', email: 'grace@example.com', rcn: '1002' },
  { name: 'Grace Kelly', email: 'kelly@example.com', rcn: '1007' },
];

export const graceHopper: ProfileLookup = {
  rcn: '1002',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  city: 'Arlington',
  stateCountry: 'VA',
};

export const admin = { user: { id: '1001', username: 'admin' } };

export const ROUTES = {
  access: 'GET /api/conference-access',
  conferences: 'GET /api/conference',
  conference: `GET /api/conference/${CONFERENCE_ID}`,
  items: 'POST /api/cart/order/current/items',
  refresh: 'POST /api/cart/order/current/refresh',
  search: 'GET /api/conference-profiles',
  lookup: 'GET /api/conference-profiles/1002',
} as const;

/** The order after an items call: the purchase screen reads only that it succeeded, and its messages. */
export const orderAnswer =
  (messages: unknown[] = []): FakeHandler =>
  () => ({ data: cartOrder(), messages });
const order = orderAnswer();

/** Answers every call of the purchase screen; `lookupAccess` decides whether profile lookup shows. */
export function purchaseRoutes(lookupAccess: boolean, routes: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [ROUTES.access]: () => ({ data: { staff: true, lookupAccess } }),
    [ROUTES.conferences]: () => ({ data: conferences }),
    [ROUTES.conference]: () => ({ data: conference }),
    [ROUTES.items]: order,
    [ROUTES.refresh]: order,
    [ROUTES.search]: () => ({ data: profileResults }),
    [ROUTES.lookup]: () => ({ data: graceHopper }),
    ...routes,
  };
}

/** The tickets an items call sent. */
export const sentTickets = (body: unknown) =>
  (body as { items: { conferenceTicket: TicketDraft }[] }).items.map((item) => item.conferenceTicket);

export const SOLD_OUT = 'This ticket type is sold out.';

/** An items call refused (422): the first ticket's type is sold out, plus `more(uid)` messages about it. */
export const soldOutAnswer =
  (more: (uid: string) => unknown[] = () => []): FakeHandler =>
  (request) => {
    const uid = sentTickets(request.body)[0]?.uid ?? '';
    return {
      status: 422,
      messages: [
        { type: 'cartBlocker', source: `${uid}.skuNumber`, code: 'soldOut', value: SOLD_OUT, level: 'error' },
        ...more(uid),
      ],
    };
  };
