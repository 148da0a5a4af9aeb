import { randomUUID } from 'node:crypto';
import type { OrderItemUpdate } from '../../src/contracts/commerce.ts';
import { CONFERENCE_TICKETS_NAMESPACE, type ConferenceOrderItem, type TicketDraft } from '../../src/contracts/conference.ts';
import { TICKET_FORM_MESSAGE, ticketFieldKey, validateTicket, type TicketField } from '../../src/validation/conference-ticket.ts';
import type { AuthUser } from '../auth/users.ts';
import { updateOrderItems } from '../commerce/order-items.ts';
import type { Db } from '../db/database.ts';
import { insertJsonRows } from '../db/json-rows.ts';
import { errorMessage, fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { findConference, type DeskConference, type DeskSku } from './conferences.ts';
import { NEW_TICKET_COLUMNS, newTicketRow } from './ticket-rows.ts';

/**
 * Tickets bought through the order's items call (conferenceOrderItemsEndpoint): each draft
 * becomes order lines (its ticket SKU and each feature SKU, one each) plus an inactive ticket on
 * the cart, in the cart edit's transaction; placing the order activates them
 * (activateOrderTickets). Desk SKUs are sold only this way: a plain item may only lower their line.
 */

export interface ConferenceItemsRefusal {
  status: 422;
  messages: ApiMessage[];
}

interface NewTicket {
  draft: TicketDraft;
  conference: DeskConference;
}

interface NewFeature {
  ticketUid: string;
  skuNumber: string;
}

export interface OrderItemsPlan {
  /** One per request item, in its order (so problems keep their `items.{index}`), then the drafts' features. */
  lines: OrderItemUpdate[];
  tickets: NewTicket[];
  features: NewFeature[];
  /** Plain items with their index: they must not raise a desk SKU's line. */
  plain: { index: number; item: OrderItemUpdate }[];
}

const cartBlocker = (source: string, code: string, value: string): ApiMessage => ({
  type: 'cartBlocker',
  source,
  code,
  value,
  level: 'error',
});

const line = (skuNumber: string): OrderItemUpdate => ({ skuNumber, qty: 1, updateMethod: 'add' });

/** An item that buys a ticket or a feature (a login is needed) rather than a plain cart item. */
export const isConferenceItem = (item: ConferenceOrderItem) => Boolean(item.conferenceTicket ?? item.conferenceFeature);

type SkuKind = 'ticket type' | 'feature';

/** One seat a request takes of a SKU (each ticket and feature item takes one). */
interface SeatRequest {
  sku: DeskSku;
  source: string;
  what: SkuKind;
}

function skuProblem(skus: DeskSku[], skuNumber: string, source: string, what: SkuKind): ApiMessage | null {
  const sku = skus.find((candidate) => candidate.number === skuNumber);
  if (!sku) return cartBlocker(source, 'skuNotSold', `This ${what} is not sold for this conference.`);
  if (!sku.available) return cartBlocker(source, 'soldOut', `This ${what} is sold out.`);
  return null;
}

const repeatedFeature = (source: string) =>
  cartBlocker(source, 'featureRepeated', 'This feature is chosen more than once for this ticket.');

/**
 * The cart-blocker messages of one valid draft: an open conference, its ticket type, its
 * features (each once).
 */
function draftProblems(draft: TicketDraft, conference: DeskConference | null): ApiMessage[] {
  const key = (field: TicketField) => ticketFieldKey(draft.uid, field);
  if (!conference?.active)
    return [cartBlocker(key('conferenceId'), 'conferenceClosed', 'This conference is not open for registration.')];
  const featureSkus = conference.featureProducts.flatMap((product) => product.skus);
  return [
    skuProblem(conference.ticketProduct.skus, draft.skuNumber, key('skuNumber'), 'ticket type'),
    ...draft.featureData.map((feature, index) => {
      const source = `${draft.uid}.featureData.${index}`;
      const repeated = draft.featureData.slice(0, index).some((earlier) => earlier.skuNumber === feature.skuNumber);
      return repeated ? repeatedFeature(source) : skuProblem(featureSkus, feature.skuNumber, source, 'feature');
    }),
  ].filter((problem) => problem !== null);
}

/** The seats a checked draft takes: its ticket type and each feature. */
function draftSeats(draft: TicketDraft, conference: DeskConference): SeatRequest[] {
  const featureSkus = conference.featureProducts.flatMap((product) => product.skus);
  return [
    seat(conference.ticketProduct.skus, draft.skuNumber, ticketFieldKey(draft.uid, 'skuNumber'), 'ticket type'),
    ...draft.featureData.map((feature, index) =>
      seat(featureSkus, feature.skuNumber, `${draft.uid}.featureData.${index}`, 'feature'),
    ),
  ].flat();
}

function seat(skus: DeskSku[], skuNumber: string, source: string, what: SkuKind): SeatRequest[] {
  const sku = skus.find((candidate) => candidate.number === skuNumber);
  return sku ? [{ sku, source, what }] : [];
}

/**
 * Seats past what is left of their SKU, counted over the whole request (availability alone lets
 * one request take ten of the last two seats); placing the order checks again (capacityProblems).
 */
function oversoldProblems(seats: SeatRequest[]): ApiMessage[] {
  const taken = new Map<string, number>();
  return seats.flatMap(({ sku, source, what }) => {
    const count = (taken.get(sku.number) ?? 0) + 1;
    taken.set(sku.number, count);
    if (sku.remaining === null || count <= sku.remaining) return [];
    const left = `${sku.remaining} ${sku.remaining === 1 ? 'is' : 'are'}`;
    return [cartBlocker(source, 'soldOut', `Only ${left} left of this ${what}.`)];
  });
}

/** Every draft's rule problems at `{uid}.{field}` with the form's primary message; none when all pass. */
function draftRuleProblems(drafts: TicketDraft[]): ApiMessage[] {
  const problems = drafts.flatMap((draft) =>
    Object.entries(validateTicket(draft)).map(([field, text]) =>
      fieldMessage(ticketFieldKey(draft.uid, field as TicketField), 'invalid', text),
    ),
  );
  return problems.length === 0
    ? []
    : [errorMessage(CONFERENCE_TICKETS_NAMESPACE, 'ticketForm', TICKET_FORM_MESSAGE), ...problems];
}

async function loadConferences(db: Db, drafts: TicketDraft[]): Promise<Map<string, DeskConference | null>> {
  const ids = [...new Set(drafts.map((draft) => draft.conferenceId))];
  const found = await Promise.all(ids.map((id) => findConference(db, id)));
  return new Map(ids.map((id, index) => [id, found[index] ?? null]));
}

interface OwnedTicket {
  uid: string;
  conferenceId: string;
  featureSkus: string[];
}

/**
 * Features added to existing tickets: the signed-in user's own tickets only, each feature once.
 * Someone else's ticket is not looked up, so it is refused as an unknown one: ticket uids tell nothing.
 */
async function featureAdditionProblems(
  db: Db,
  user: AuthUser,
  items: ConferenceOrderItem[],
): Promise<{ refusal: ConferenceItemsRefusal } | { features: NewFeature[]; seats: SeatRequest[] }> {
  const additions = items.flatMap((item, index) =>
    item.conferenceFeature && !item.conferenceTicket
      ? [{ index, skuNumber: item.skuNumber, ticketUid: item.conferenceFeature.ticketUid }]
      : [],
  );
  if (additions.length === 0) return { features: [], seats: [] };
  const tickets = new Map(
    (
      await db.query<OwnedTicket>(
        `select t.uid, t.conference_id as "conferenceId",
           coalesce(array_agg(f.sku_number) filter (where f.uid is not null), '{}') as "featureSkus"
         from conference_tickets t left join conference_features f on f.ticket_uid = t.uid and (f.active or f.order_id is not null)
         where t.uid = any($1::text[]) and t.owner_user_id = $2 group by t.uid`,
        [additions.map((addition) => addition.ticketUid), user.id],
      )
    ).map((ticket) => [ticket.uid, ticket]),
  );
  const conferences = new Map<string, DeskConference | null>();
  for (const ticket of tickets.values()) {
    if (!conferences.has(ticket.conferenceId))
      conferences.set(ticket.conferenceId, await findConference(db, ticket.conferenceId));
  }
  const featureSkusOf = (ticket: OwnedTicket) =>
    conferences.get(ticket.conferenceId)?.featureProducts.flatMap((product) => product.skus) ?? [];
  const problems = additions.flatMap(({ index, skuNumber, ticketUid }, position) => {
    const source = `items.${index}.conferenceFeature.ticketUid`;
    const ticket = tickets.get(ticketUid);
    if (!ticket) return [fieldMessage(source, 'ticketNotFound', 'No such ticket.')];
    if (ticket.featureSkus.includes(skuNumber))
      return [cartBlocker(source, 'featureTaken', 'This ticket already has this feature.')];
    const earlier = additions.slice(0, position);
    if (earlier.some((other) => other.ticketUid === ticketUid && other.skuNumber === skuNumber)) return [repeatedFeature(source)];
    const problem = skuProblem(featureSkusOf(ticket), skuNumber, `items.${index}.skuNumber`, 'feature');
    return problem ? [problem] : [];
  });
  if (problems.length > 0) return { refusal: { status: 422, messages: problems } };
  return {
    features: additions.map(({ skuNumber, ticketUid }) => ({ ticketUid, skuNumber })),
    seats: additions.flatMap(({ index, skuNumber, ticketUid }) => {
      const ticket = tickets.get(ticketUid);
      return ticket ? seat(featureSkusOf(ticket), skuNumber, `items.${index}.skuNumber`, 'feature') : [];
    }),
  };
}

/**
 * Checks the conference parts of an items call before the cart is touched (the caller answers
 * 401 to a signed-out user sending any, see isConferenceItem): each draft's rules (422, at `{uid}.{field}`, with TICKET_FORM_MESSAGE), open conferences and SKUs
 * they sell (422 cart blockers), features for the user's own tickets (another's is an unknown
 * ticket, 422). Plain items pass as they are.
 */
export async function planOrderItems(
  db: Db,
  user: AuthUser | null,
  items: ConferenceOrderItem[],
): Promise<{ refusal: ConferenceItemsRefusal } | { plan: OrderItemsPlan }> {
  const drafts = items.flatMap((item) => (item.conferenceTicket ? [item.conferenceTicket] : []));
  // A ticket or feature item buys one of its SKU, whatever its qty says.
  const lines = items.map(({ conferenceTicket, conferenceFeature, ...item }) =>
    conferenceTicket ? line(conferenceTicket.skuNumber) : conferenceFeature ? line(item.skuNumber) : item,
  );
  const plain = items.flatMap((item, index) => (isConferenceItem(item) ? [] : [{ index, item: lines[index] ?? item }]));
  if (plain.length === items.length) return { plan: { lines, tickets: [], features: [], plain } };
  if (!user) throw new Error('Tickets and features need a signed-in user: check isConferenceItem first');
  const ruleProblems = draftRuleProblems(drafts);
  if (ruleProblems.length > 0) return { refusal: { status: 422, messages: ruleProblems } };
  const conferences = await loadConferences(db, drafts);
  const tickets: NewTicket[] = [];
  const blockers: ApiMessage[] = [];
  for (const draft of drafts) {
    const conference = conferences.get(draft.conferenceId) ?? null;
    const problems = draftProblems(draft, conference);
    if (conference && problems.length === 0) tickets.push({ draft, conference });
    blockers.push(...problems);
  }
  if (blockers.length > 0) return { refusal: { status: 422, messages: blockers } };
  const additions = await featureAdditionProblems(db, user, items);
  if ('refusal' in additions) return additions;
  const oversold = oversoldProblems([
    ...tickets.flatMap(({ draft, conference }) => draftSeats(draft, conference)),
    ...additions.seats,
  ]);
  if (oversold.length > 0) return { refusal: { status: 422, messages: oversold } };
  return {
    plan: {
      lines: [...lines, ...drafts.flatMap((draft) => draft.featureData.map((feature) => line(feature.skuNumber)))],
      tickets,
      features: additions.features,
      plain,
    },
  };
}

/** Refuses plain items that would raise a desk SKU's line; says whether any lowers one. */
async function plainDeskLines(
  tx: Db,
  orderId: string,
  plan: OrderItemsPlan,
): Promise<{ problems: ApiMessage[]; lowered: boolean }> {
  const plainItems = plan.plain;
  if (plainItems.length === 0) return { problems: [], lowered: false };
  const current = new Map(
    (
      await tx.query<{ skuNumber: string; qty: number }>(
        `select s.sku_number as "skuNumber", coalesce(l.qty, 0) as qty
         from skus s join conference_products cp on cp.product_id = s.product_id
         left join order_items l on l.order_id = $2 and l.sku_number = s.sku_number
         where s.sku_number = any($1::text[])`,
        [plainItems.map(({ item }) => item.skuNumber), orderId],
      )
    ).map((row) => [row.skuNumber, row.qty]),
  );
  const problems: ApiMessage[] = [];
  let lowered = false;
  for (const { index, item } of plainItems) {
    const qty = current.get(item.skuNumber);
    if (qty === undefined) continue;
    const next = item.updateMethod === 'add' ? qty + item.qty : item.qty;
    if (next > qty) {
      problems.push(
        cartBlocker(
          `items.${index}.skuNumber`,
          'conferenceItem',
          'Conference tickets and their features are bought on the ticket form.',
        ),
      );
    }
    lowered ||= next < qty;
  }
  return { problems, lowered };
}

async function storeTickets(tx: Db, orderId: string, user: AuthUser, plan: OrderItemsPlan): Promise<void> {
  const [owner] = await tx.query<{ rank: string }>('select rank from users where id = $1', [user.id]);
  const tickets = plan.tickets.map(({ draft, conference }) => ({ uid: randomUUID(), draft, conference }));
  const ownerFields = { ...user, userId: user.id, rank: owner?.rank ?? '' };
  await insertJsonRows(
    tx,
    'conference_tickets',
    { ...NEW_TICKET_COLUMNS, order_id: 'text' },
    tickets.map(({ uid, draft, conference }) => ({
      ...newTicketRow({ ...draft, uid, conferenceId: conference.id, productId: conference.ticketProduct.productId }, ownerFields),
      order_id: orderId,
    })),
  );
  const features = [
    ...tickets.flatMap(({ uid, draft }) =>
      draft.featureData.map((feature) => ({ ticketUid: uid, skuNumber: feature.skuNumber })),
    ),
    ...plan.features,
  ];
  await insertJsonRows(
    tx,
    'conference_features',
    { uid: 'text', ticket_uid: 'text', sku_number: 'text', order_id: 'text' },
    features.map((feature) => ({
      uid: randomUUID(),
      ticket_uid: feature.ticketUid,
      sku_number: feature.skuNumber,
      order_id: orderId,
    })),
  );
}

/**
 * Pending tickets and features whose line was lowered leave the cart (newest first): they stay
 * inactive, on no order, so placing the order cannot activate more than it sells. A released
 * ticket's pending features leave with it, their lines lowered to match, so the cart does not
 * sell features for a ticket it no longer holds.
 */
async function releaseUnpaid(tx: Db, orderId: string): Promise<void> {
  const released = await tx.query<{ uid: string }>(
    `with tickets as (select uid, sku_number, row_number() over (partition by sku_number order by created_at, uid) as n
       from conference_tickets where order_id = $1 and order_number is null)
     update conference_tickets t set order_id = null
     from tickets p left join order_items l on l.order_id = $1 and l.sku_number = p.sku_number
     where t.uid = p.uid and p.n > coalesce(l.qty, 0) returning t.uid`,
    [orderId],
  );
  if (released.length > 0) {
    // Each line keeps at most the features still pending for it (a line the request lowered
    // already stays lower); one left with none is deleted, as qty must stay positive. The
    // statement reads the features from before its update, hence the released tickets are left out.
    await tx.query(
      `with freed as (
         update conference_features set order_id = null
         where order_id = $1 and order_number is null and ticket_uid = any($2::text[]) returning sku_number
       ),
       kept as (
         select f.sku_number, count(p.uid)::int as n from (select distinct sku_number from freed) f
         left join conference_features p on p.sku_number = f.sku_number and p.order_id = $1
           and p.order_number is null and p.ticket_uid <> all($2::text[])
         group by f.sku_number
       ),
       removed as (delete from order_items l using kept k where l.order_id = $1 and l.sku_number = k.sku_number and k.n = 0)
       update order_items l set qty = k.n from kept k
       where l.order_id = $1 and l.sku_number = k.sku_number and k.n > 0 and l.qty > k.n`,
      [orderId, released.map((ticket) => ticket.uid)],
    );
  }
  await tx.query(
    `with features as (select uid, sku_number, row_number() over (partition by sku_number order by created_at, uid) as n
       from conference_features where order_id = $1 and order_number is null)
     update conference_features f set order_id = null
     from features p left join order_items l on l.order_id = $1 and l.sku_number = p.sku_number
     where f.uid = p.uid and p.n > coalesce(l.qty, 0)`,
    [orderId],
  );
}

/** Applies a checked plan to the locked cart: the lines, then the tickets and features; problems change nothing. */
export async function applyOrderItems(
  tx: Db,
  orderId: string,
  user: AuthUser | null,
  plan: OrderItemsPlan,
): Promise<ApiMessage[]> {
  const desk = await plainDeskLines(tx, orderId, plan);
  if (desk.problems.length > 0) return desk.problems;
  const problems = await updateOrderItems(tx, orderId, plan.lines);
  if (problems.length > 0) return problems;
  if (user && (plan.tickets.length > 0 || plan.features.length > 0)) await storeTickets(tx, orderId, user, plan);
  if (desk.lowered) await releaseUnpaid(tx, orderId);
  return [];
}

/**
 * The SKUs the order's pending tickets and features would sell past their capacity, one cart
 * blocker each. Their capacity rows stay locked (`for update`) until the caller's transaction
 * ends, so two carts placing the last seats run one after the other and the later one sees the
 * earlier one's seats; the seats are counted in a second statement for that reason, as a
 * statement that waited for a lock still reads from before the wait.
 */
export async function capacityProblems(tx: Db, orderId: string): Promise<ApiMessage[]> {
  const pending = `select sku_number from conference_tickets where order_id = $1 and order_number is null
    union all select sku_number from conference_features where order_id = $1 and order_number is null`;
  const locked = await tx.query(
    `select sku_number from conference_sku_capacity where sku_number in (${pending}) order by sku_number for update`,
    [orderId],
  );
  if (locked.length === 0) return [];
  const over = await tx.query<{ name: string; seatsLeft: number }>(
    `with buying as (select sku_number, count(*)::int as n from (${pending}) p group by sku_number),
     seats as (
       select cap.sku_number, cap.capacity
         - (select count(*) from conference_tickets t where t.sku_number = cap.sku_number and t.active)
         - (select count(*) from conference_features f where f.sku_number = cap.sku_number and f.active) as seats_left
       from conference_sku_capacity cap join buying using (sku_number)
     )
     select s.option_description as name, greatest(0, seats.seats_left)::int as "seatsLeft"
     from seats join buying using (sku_number) join skus s using (sku_number)
     where buying.n > seats.seats_left order by sku_number`,
    [orderId],
  );
  return over.map(({ name, seatsLeft }) =>
    cartBlocker(
      'cart',
      'soldOut',
      seatsLeft === 0
        ? `${name} is sold out: please remove it from the cart.`
        : `Only ${seatsLeft} left of ${name}: please lower its quantity.`,
    ),
  );
}

/**
 * Placing an order activates its pending tickets and features and gives them its number. The
 * caller checks capacityProblems first, in the same transaction.
 */
export async function activateOrderTickets(tx: Db, orderId: string, orderNumber: string): Promise<void> {
  await tx.query(
    `with tickets as (
       update conference_tickets set active = true, order_number = $2 where order_id = $1 and order_number is null returning uid
     )
     update conference_features set active = true, order_number = $2 where order_id = $1 and order_number is null`,
    [orderId, orderNumber],
  );
}
