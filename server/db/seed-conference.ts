import { NEW_TICKET_COLUMNS, newTicketRow } from '../conference/ticket-rows.ts';
import type { Db } from './database.ts';
import { insertJsonRows, upsertOn } from './json-rows.ts';
import type { DemoProduct } from './seed-catalogue.ts';
import { DEMO_RANKS, generateConferenceTickets, type SeedConference } from './seed-conference-tickets.ts';

export const SUMMIT_ID = 'summit-2027';
export const RETREAT_ID = 'leadership-retreat-2027';
/** Inactive: only `GET /api/conference?all=1` (staff) lists it. */
export const PAST_CONFERENCE_ID = 'summit-2025';

/** Tickets seeded per conference, inactive ones included. */
export const SEEDED_TICKET_COUNTS = { [SUMMIT_ID]: 900, [RETREAT_ID]: 100, [PAST_CONFERENCE_ID]: 6 } as const;

const ticketSku = (skuNumber: string, optionDescription: string, retailPriceCents: number, isDefault = false) => ({
  skuNumber,
  optionDescription,
  retailPriceCents,
  bv: 0,
  pv: 0,
  isDefault,
  images: [{ name: `conference-${skuNumber.toLowerCase()}`, caption: optionDescription }],
});

/** Ticket and feature products: in the catalogue for the cart, unlisted everywhere else. */
export const conferenceProducts: DemoProduct[] = [
  {
    id: 'P900',
    name: 'Summit 2027 ticket',
    detailPage: 'summit-2027-ticket',
    category: 'Conferences',
    description: 'Admission to Summit 2027, three days of keynotes, training and recognition.',
    skus: [
      ticketSku('SUM27-FULL', 'Full conference', 34900, true),
      ticketSku('SUM27-DAY', 'Day pass', 14900),
      ticketSku('SUM27-GUEST', 'Guest', 9900),
    ],
  },
  {
    id: 'P901',
    name: 'Leadership Retreat 2027 ticket',
    detailPage: 'leadership-retreat-2027-ticket',
    category: 'Conferences',
    description: 'Admission to the Leadership Retreat 2027 for qualified leaders and their guests.',
    skus: [ticketSku('LR27-FULL', 'Full retreat', 79900, true), ticketSku('LR27-GUEST', 'Guest', 29900)],
  },
  {
    id: 'P902',
    name: 'Summit 2025 ticket',
    detailPage: 'summit-2025-ticket',
    category: 'Conferences',
    description: 'Admission to Summit 2025.',
    skus: [ticketSku('SUM25-FULL', 'Full conference', 29900, true), ticketSku('SUM25-DAY', 'Day pass', 12900)],
  },
  {
    id: 'P910',
    name: 'Gala party',
    detailPage: 'gala-party',
    category: 'Conferences',
    description: 'The closing gala: dinner, awards and dancing.',
    skus: [ticketSku('GALA-STD', 'Standard seat', 7500, true), ticketSku('GALA-VIP', 'VIP table', 15000)],
  },
  {
    id: 'P911',
    name: 'Workshop seating',
    detailPage: 'workshop-seating',
    category: 'Conferences',
    description: 'A reserved seat in the hands-on workshops.',
    skus: [ticketSku('WKS-AM', 'Morning workshop', 4500, true), ticketSku('WKS-PM', 'Afternoon workshop', 4500)],
  },
  {
    id: 'P912',
    name: 'Lunch package',
    detailPage: 'lunch-package',
    category: 'Conferences',
    description: 'Lunch on every conference day.',
    skus: [ticketSku('LUNCH-3', 'Three lunches', 6000, true), ticketSku('LUNCH-VEG', 'Three vegetarian lunches', 6000)],
  },
  {
    id: 'P913',
    name: 'Retreat dinner',
    detailPage: 'retreat-dinner',
    category: 'Conferences',
    description: 'The retreat’s closing dinner.',
    skus: [ticketSku('DINNER-1', 'Dinner seat', 9500, true)],
  },
];

/** What each desk product's SKUs choose between; party features earn the party ribbon. */
const desk: Record<string, { optionGroup: string; isParty?: boolean }> = {
  P900: { optionGroup: 'Ticket type' },
  P901: { optionGroup: 'Ticket type' },
  P902: { optionGroup: 'Ticket type' },
  P910: { optionGroup: 'Seating', isParty: true },
  P911: { optionGroup: 'Session' },
  P912: { optionGroup: 'Package' },
  P913: { optionGroup: 'Seating', isParty: true },
};

/** The seed sells this many VIP tables, so the gala shows a SKU that is no longer available. */
export const SOLD_OUT_SKU = 'GALA-VIP';
const capacities = [{ skuNumber: SOLD_OUT_SKU, capacity: 40 }];

const skusOf = (productId: string) => conferenceProducts.find((p) => p.id === productId)?.skus.map((s) => s.skuNumber) ?? [];

export const demoConferences: SeedConference[] = [
  {
    id: SUMMIT_ID,
    title: 'Summit 2027',
    active: true,
    startsOn: '2027-05-12',
    ticketProductId: 'P900',
    featureProductIds: ['P910', 'P911', 'P912'],
    uidPrefix: 'SUM27',
    ticketCount: SEEDED_TICKET_COUNTS[SUMMIT_ID],
    ticketSkus: skusOf('P900'),
    checkedInShare: 0.15,
    features: [
      { skus: ['GALA-STD', 'GALA-VIP'], share: 0.35, capped: { skuNumber: SOLD_OUT_SKU, max: 40 } },
      { skus: ['WKS-AM', 'WKS-PM'], share: 0.25 },
      { skus: ['LUNCH-3', 'LUNCH-VEG'], share: 0.3 },
    ],
    firstCreatedAt: '2025-09-01T15:00:00Z',
  },
  {
    id: RETREAT_ID,
    title: 'Leadership Retreat 2027',
    active: true,
    startsOn: '2027-09-20',
    ticketProductId: 'P901',
    featureProductIds: ['P913', 'P912'],
    uidPrefix: 'LR27',
    ticketCount: SEEDED_TICKET_COUNTS[RETREAT_ID],
    ticketSkus: skusOf('P901'),
    checkedInShare: 0.1,
    features: [
      { skus: ['DINNER-1'], share: 0.6 },
      { skus: ['LUNCH-3', 'LUNCH-VEG'], share: 0.5 },
    ],
    firstCreatedAt: '2025-10-01T15:00:00Z',
  },
  {
    id: PAST_CONFERENCE_ID,
    title: 'Summit 2025',
    active: false,
    startsOn: '2025-05-14',
    ticketProductId: 'P902',
    featureProductIds: ['P911', 'P912'],
    uidPrefix: 'SUM25',
    ticketCount: SEEDED_TICKET_COUNTS[PAST_CONFERENCE_ID],
    ticketSkus: skusOf('P902'),
    checkedInShare: 1,
    features: [{ skus: ['WKS-AM', 'WKS-PM'], share: 0.5 }],
    firstCreatedAt: '2024-12-01T15:00:00Z',
  },
];

export const { tickets: demoConferenceTickets, features: demoConferenceFeatures } = generateConferenceTickets(demoConferences);

function seededTicket(uid: string) {
  const ticket = demoConferenceTickets.find((t) => t.uid === uid);
  if (!ticket) throw new Error(`The conference seed has no ticket ${uid}`);
  return ticket;
}

/** The distributor's own Summit 2027 ticket: active, not checked in, with a gala seat. */
export const KNOWN_TICKET = seededTicket('SUM27-0001');

const CONFERENCE_PRODUCT_COLUMNS = { product_id: 'text', option_group: 'text', is_party: 'boolean' };
const CAPACITY_COLUMNS = { sku_number: 'text', capacity: 'integer' };
const CONFERENCE_COLUMNS = { id: 'text', title: 'text', active: 'boolean', starts_on: 'date', ticket_product_id: 'text' };
const FEATURE_PRODUCT_COLUMNS = { conference_id: 'text', product_id: 'text', sort_order: 'integer' };

/**
 * The conferences and their ~1000 tickets in a handful of statements (every test file seeds).
 * Tickets and features are inserted once: a persisted demo database keeps check-ins and edits
 * (a ticket deleted on the desk comes back on the next start).
 * Runs after the catalogue, which holds `conferenceProducts`.
 */
export async function seedConference(db: Db): Promise<void> {
  await db.query('update products set listed = false where id = any($1::text[]) and listed', [
    conferenceProducts.map((p) => p.id),
  ]);
  await insertJsonRows(
    db,
    'conference_products',
    CONFERENCE_PRODUCT_COLUMNS,
    Object.entries(desk).map(([id, d]) => ({ product_id: id, option_group: d.optionGroup, is_party: d.isParty ?? false })),
    upsertOn(['product_id'], CONFERENCE_PRODUCT_COLUMNS),
  );
  await insertJsonRows(
    db,
    'conference_sku_capacity',
    CAPACITY_COLUMNS,
    capacities.map((c) => ({ sku_number: c.skuNumber, capacity: c.capacity })),
    upsertOn(['sku_number'], CAPACITY_COLUMNS),
  );
  await insertJsonRows(
    db,
    'conferences',
    CONFERENCE_COLUMNS,
    demoConferences.map((c) => ({
      id: c.id,
      title: c.title,
      active: c.active,
      starts_on: c.startsOn,
      ticket_product_id: c.ticketProductId,
    })),
    upsertOn(['id'], CONFERENCE_COLUMNS),
  );
  await insertJsonRows(
    db,
    'conference_feature_products',
    FEATURE_PRODUCT_COLUMNS,
    demoConferences.flatMap((c) =>
      c.featureProductIds.map((productId, index) => ({ conference_id: c.id, product_id: productId, sort_order: index })),
    ),
    upsertOn(['conference_id', 'product_id'], FEATURE_PRODUCT_COLUMNS),
  );
  await db.query(
    `update users u set rank = x.rank from jsonb_to_recordset($1::jsonb) as x(id text, rank text) where u.id = x.id and u.rank = ''`,
    [JSON.stringify(Object.entries(DEMO_RANKS).map(([id, rank]) => ({ id, rank })))],
  );
  await insertJsonRows(
    db,
    'conference_tickets',
    {
      ...NEW_TICKET_COLUMNS,
      order_number: 'text',
      active: 'boolean',
      checked_in: 'boolean',
      checked_in_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    demoConferenceTickets.map((t) => ({
      ...newTicketRow(t, t.owner),
      order_number: t.orderNumber,
      active: t.active,
      checked_in: t.checkedInAt !== null,
      checked_in_at: t.checkedInAt,
      created_at: t.createdAt,
    })),
    'on conflict (uid) do nothing',
  );
  await insertJsonRows(
    db,
    'conference_features',
    { uid: 'text', ticket_uid: 'text', sku_number: 'text', order_number: 'text', active: 'boolean', created_at: 'timestamptz' },
    demoConferenceFeatures.map((f) => ({
      uid: f.uid,
      ticket_uid: f.ticketUid,
      sku_number: f.skuNumber,
      order_number: f.orderNumber,
      active: f.active,
      created_at: f.createdAt,
    })),
    'on conflict (uid) do nothing',
  );
}
