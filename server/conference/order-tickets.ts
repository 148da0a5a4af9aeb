import { TICKET_FORM_ONLY_MESSAGE, type OrderItemUpdate } from '#contracts/commerce.ts';
import { CONFERENCE_TICKETS_NAMESPACE, type ConferenceOrderItem, type TicketDraft } from '#contracts/conference.ts';
import { TICKET_FORM_MESSAGE, ticketFieldKey, validateTicket, type TicketField } from '#validation/conference-ticket.ts';
import type { AuthUser } from '../auth/user-store.ts';
import { updateOrderItems } from '../commerce/order-item-store.ts';
import type { Db } from '../db/database.ts';
import { errorMessage, fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { findConference, type DeskConference, type DeskSku } from './conference-store.ts';
import {
  deskLineQuantities,
  findOwnedTickets,
  releaseUnpaid,
  seatsOverCapacity,
  storeTickets,
  type NewFeature,
  type NewTicket,
  type OwnedTicket,
} from './order-ticket-store.ts';

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
  const owned = await findOwnedTickets(
    db,
    additions.map((addition) => addition.ticketUid),
    user.id,
  );
  const tickets = new Map(owned.map((ticket) => [ticket.uid, ticket]));
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
  const current = await deskLineQuantities(
    tx,
    orderId,
    plainItems.map(({ item }) => item.skuNumber),
  );
  const problems: ApiMessage[] = [];
  let lowered = false;
  for (const { index, item } of plainItems) {
    const qty = current.get(item.skuNumber);
    if (qty === undefined) continue;
    const next = item.updateMethod === 'add' ? qty + item.qty : item.qty;
    if (next > qty) {
      problems.push(cartBlocker(`items.${index}.skuNumber`, 'conferenceItem', TICKET_FORM_ONLY_MESSAGE));
    }
    lowered ||= next < qty;
  }
  return { problems, lowered };
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
  if (user && (plan.tickets.length > 0 || plan.features.length > 0))
    await storeTickets(tx, orderId, user, plan.tickets, plan.features);
  if (desk.lowered) await releaseUnpaid(tx, orderId);
  return [];
}

/**
 * The SKUs the order's pending tickets and features would sell past their capacity, one cart
 * blocker each. Their capacity rows stay locked until the caller's transaction ends
 * (seatsOverCapacity), so two carts placing the last seats run one after the other.
 */
export async function capacityProblems(tx: Db, orderId: string): Promise<ApiMessage[]> {
  const over = await seatsOverCapacity(tx, orderId);
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
