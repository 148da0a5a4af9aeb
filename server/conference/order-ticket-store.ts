import { randomUUID } from 'node:crypto';
import type { TicketDraft } from '#contracts/conference.ts';
import type { AuthUser } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import { insertJsonRows } from '../db/json-rows.ts';
import type { DeskConference } from './conference-store.ts';
import { NEW_TICKET_COLUMNS, newTicketRow } from './ticket-rows.ts';

// The rows of tickets bought with a cart (order-tickets.ts decides what an items call may buy).

export interface NewTicket {
  draft: TicketDraft;
  conference: DeskConference;
}

export interface NewFeature {
  ticketUid: string;
  skuNumber: string;
}

export interface OwnedTicket {
  uid: string;
  conferenceId: string;
  featureSkus: string[];
}

/** Of the tickets `uids`, those `userId` owns, with the features they have or a cart is buying. */
export async function findOwnedTickets(db: Db, uids: string[], userId: string): Promise<OwnedTicket[]> {
  return db.query<OwnedTicket>(
    `select t.uid, t.conference_id as "conferenceId",
       coalesce(array_agg(f.sku_number) filter (where f.uid is not null), '{}') as "featureSkus"
     from conference_tickets t left join conference_features f on f.ticket_uid = t.uid and (f.active or f.order_id is not null)
     where t.uid = any($1::text[]) and t.owner_user_id = $2 group by t.uid`,
    [uids, userId],
  );
}

/** The order's quantity of each conference desk SKU among `skuNumbers` (0 when not in the cart); other SKUs are absent. */
export async function deskLineQuantities(tx: Db, orderId: string, skuNumbers: string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ skuNumber: string; qty: number }>(
    `select s.sku_number as "skuNumber", coalesce(l.qty, 0) as qty
     from skus s join conference_products cp on cp.product_id = s.product_id
     left join order_items l on l.order_id = $2 and l.sku_number = s.sku_number
     where s.sku_number = any($1::text[])`,
    [skuNumbers, orderId],
  );
  return new Map(rows.map((row) => [row.skuNumber, row.qty]));
}

/** The new tickets (inactive, on the cart) and the features bought with them or for the user's tickets. */
export async function storeTickets(
  tx: Db,
  orderId: string,
  user: AuthUser,
  newTickets: NewTicket[],
  newFeatures: NewFeature[],
): Promise<void> {
  const [owner] = await tx.query<{ rank: string }>('select rank from users where id = $1', [user.id]);
  const tickets = newTickets.map(({ draft, conference }) => ({ uid: randomUUID(), draft, conference }));
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
    ...newFeatures,
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
export async function releaseUnpaid(tx: Db, orderId: string): Promise<void> {
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

/**
 * The SKUs the order's pending tickets and features would sell past their capacity, with the
 * seats left. Their capacity rows stay locked (`for update`) until the caller's transaction
 * ends, so two carts placing the last seats run one after the other and the later one sees the
 * earlier one's seats; the seats are counted in a second statement for that reason, as a
 * statement that waited for a lock still reads from before the wait.
 */
export async function seatsOverCapacity(tx: Db, orderId: string): Promise<{ name: string; seatsLeft: number }[]> {
  const pending = `select sku_number from conference_tickets where order_id = $1 and order_number is null
    union all select sku_number from conference_features where order_id = $1 and order_number is null`;
  const locked = await tx.query(
    `select sku_number from conference_sku_capacity where sku_number in (${pending}) order by sku_number for update`,
    [orderId],
  );
  if (locked.length === 0) return [];
  return tx.query<{ name: string; seatsLeft: number }>(
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
