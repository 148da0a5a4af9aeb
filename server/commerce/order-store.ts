import { randomBytes, randomUUID } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
import type * as v from 'valibot';
import type { Address, NewProfileSchema, OrderItemType } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { envelopeResponse, errorMessage } from '../http/envelope.ts';
import type { CartOwner, OrderViewer } from './cart-owner.ts';
import { DROP_PENDING_CHALLENGES_SQL } from './payment-challenge-store.ts';
import { isShippedSql } from './shipping-rules.ts';

export type OrderStatus = 'active' | 'pendingChallenge' | 'placed';

export interface OrderRow {
  id: string;
  userId: string | null;
  /** The owner's profile status (D, E, R); null for a guest. */
  ownerStatus: string | null;
  guestCartHash: string | null;
  accessToken: string | null;
  status: OrderStatus;
  orderNumber: string | null;
  shipVia: number;
  isAutoShip: boolean;
  autoShipIsMonthly: boolean;
  isPvq: boolean;
  billSameAsShip: boolean;
  couponCode: string | null;
  couponPercent: number | null;
  shipAddress: Address | null;
  billAddress: Address | null;
  totalCalculated: boolean;
  paymentType: string | null;
  cardLastFour: string | null;
  nameOnCard: string | null;
  newProfile: v.InferOutput<typeof NewProfileSchema> | null;
  placedAt: Date | null;
}

export interface OrderLine {
  skuNumber: string;
  qty: number;
  priceCents: number;
  qtyIsLocked: boolean;
  productId: string;
  productName: string;
  detailPage: string;
  optionDescription: string;
  bv: number;
  pv: number;
  isBackOrdered: boolean;
  /** The product's Subscribe & Save percent; null where it cannot be subscribed to. */
  subscriptionPercent: number | null;
  /** Goods that ship; false for conference tickets and features (shippingCentsFor). */
  shipped: boolean;
  /** A conference ticket or feature line, which only the ticket form adds to; null for any other. */
  conferenceType: Extract<OrderItemType, 'conferenceTicket' | 'conferenceFeature'> | null;
  thumbSrc: string | null;
  imageSrc: string | null;
}

export type StoredOrder = OrderRow & { lines: OrderLine[] };

/** SQL naming the conference line `productId` (a column) is: a conference's ticket product, another desk product (a feature), or null. */
const conferenceTypeSql = (productId: string) =>
  `(select case when exists (select 1 from conferences c where c.ticket_product_id = cp.product_id)
     then 'conferenceTicket' else 'conferenceFeature' end
   from conference_products cp where cp.product_id = ${productId})`;

/**
 * An order with its lines in one query (a JSON array, in the order they were added): one round trip
 * to the database a read instead of two. Measured with `npm run bench:server`: the cart's calls
 * spend most of their time on the database's round trips.
 */
const selectOrder = `select o.id, o.user_id as "userId", u.status as "ownerStatus", o.guest_cart_hash as "guestCartHash",
    o.access_token as "accessToken", o.status, o.order_number as "orderNumber", o.ship_via as "shipVia",
    o.is_auto_ship as "isAutoShip", o.auto_ship_is_monthly as "autoShipIsMonthly", o.is_pvq as "isPvq",
    o.bill_same_as_ship as "billSameAsShip", o.coupon_code as "couponCode", c.percent_off as "couponPercent",
    o.ship_address as "shipAddress", o.bill_address as "billAddress", o.total_calculated as "totalCalculated",
    o.payment_type as "paymentType", o.card_last_four as "cardLastFour", o.name_on_card as "nameOnCard",
    o.new_profile as "newProfile", o.placed_at as "placedAt",
    (select coalesce(json_agg(json_build_object('skuNumber', l.sku_number, 'qty', l.qty, 'priceCents', l.price_cents,
        'qtyIsLocked', s.qty_is_locked, 'productId', p.id, 'productName', p.name, 'detailPage', p.detail_page,
        'optionDescription', s.option_description, 'bv', s.bv, 'pv', s.pv, 'isBackOrdered', s.is_back_ordered,
        'subscriptionPercent', l.subscription_percent, 'shipped', ${isShippedSql('p.id')},
        'conferenceType', ${conferenceTypeSql('p.id')}, 'thumbSrc', i.thumb_src,
        'imageSrc', i.src) order by l.line_id), '[]')
      from order_items l
      join skus s on s.sku_number = l.sku_number
      join products p on p.id = s.product_id
      left join lateral (select thumb_src, src from sku_images where sku_number = s.sku_number order by sort_order limit 1) i on true
      where l.order_id = o.id) as lines
  from orders o left join users u on u.id = o.user_id left join coupons c on c.code = o.coupon_code`;

const ownerCondition = (owner: CartOwner) =>
  owner.kind === 'member'
    ? { sql: 'o.user_id = $1', value: owner.userId }
    : { sql: 'o.guest_cart_hash = $1', value: owner.cartHash };

export async function findOrderById(db: Db, id: string): Promise<StoredOrder | null> {
  const [row] = await db.query<StoredOrder>(`${selectOrder} where o.id = $1`, [id]);
  return row ?? null;
}

/** A member's order belongs to that user; a guest's order to the cart cookie that made it ($2, $3: the viewer's). */
const viewerOwns = '(o.user_id = $2 or (o.user_id is null and o.guest_cart_hash = $3))';

/**
 * The order with that id, or the placed order with that number, when `viewer` owns it. Ownership
 * is part of the query, so someone else's order runs exactly the work of a missing one (one query,
 * no row): its answer's timing cannot tell that it exists.
 */
export async function findViewersOrder(
  db: Db,
  by: { orderId: string } | { orderNumber: string },
  viewer: OrderViewer,
): Promise<StoredOrder | null> {
  const [where, key] =
    'orderId' in by ? ['o.id = $1', by.orderId] : ["o.order_number = $1 and o.status = 'placed'", by.orderNumber];
  const [row] = await db.query<StoredOrder>(`${selectOrder} where ${where} and ${viewerOwns}`, [
    key,
    viewer.userId,
    viewer.cartHash,
  ]);
  return row ?? null;
}

/** The owner's cart: the one order not placed yet, if there is one. */
export async function findCurrentOrder(db: Db, owner: CartOwner): Promise<StoredOrder | null> {
  const { sql, value } = ownerCondition(owner);
  const [row] = await db.query<StoredOrder>(`${selectOrder} where ${sql} and o.status <> 'placed'`, [value]);
  return row ?? null;
}

export async function findLatestPlacedOrder(db: Db, owner: CartOwner): Promise<StoredOrder | null> {
  const { sql, value } = ownerCondition(owner);
  const [row] = await db.query<StoredOrder>(
    `${selectOrder} where ${sql} and o.status = 'placed' order by o.placed_at desc limit 1`,
    [value],
  );
  return row ?? null;
}

/** A cart not stored yet: what a guest without a cart sees. It has no id until a write stores it. */
export type UnsavedCart = Omit<StoredOrder, 'id'> & { id: null };

/** A guest's cart before its first write: empty, with the defaults of a new orders row. */
export const unsavedGuestCart: UnsavedCart = {
  id: null,
  userId: null,
  ownerStatus: null,
  guestCartHash: null,
  accessToken: null,
  status: 'active',
  orderNumber: null,
  shipVia: 0,
  isAutoShip: false,
  autoShipIsMonthly: true,
  isPvq: false,
  billSameAsShip: false,
  couponCode: null,
  couponPercent: null,
  shipAddress: null,
  billAddress: null,
  totalCalculated: false,
  paymentType: null,
  cardLastFour: null,
  nameOnCard: null,
  newProfile: null,
  placedAt: null,
  lines: [],
};

/** Makes the owner's cart; a member's new cart starts with the saved addresses. */
async function createCart(db: Db, owner: CartOwner): Promise<void> {
  // note: "on conflict do nothing" lets two first requests race: the loser reads the winner's cart.
  if (owner.kind === 'member') {
    await db.query(
      `insert into orders (id, user_id, ship_address, bill_address)
       select $1, u.id, u.ship_address, u.bill_address from users u where u.id = $2
       on conflict do nothing`,
      [randomUUID(), owner.userId],
    );
  } else {
    await db.query('insert into orders (id, guest_cart_hash, access_token) values ($1, $2, $3) on conflict do nothing', [
      randomUUID(),
      owner.cartHash,
      randomBytes(24).toString('base64url'),
    ]);
  }
}

/** What `find` reads of the owner's cart, which is made first when there is none. */
async function ensureCart<T>(db: Db, owner: CartOwner, find: () => Promise<T | null | undefined>): Promise<T> {
  const existing = await find();
  if (existing) return existing;
  await createCart(db, owner);
  const created = await find();
  if (!created) throw new Error('The new cart could not be read back');
  return created;
}

/** The owner's cart, created on first use. */
export const ensureCurrentOrder = (db: Db, owner: CartOwner): Promise<StoredOrder> =>
  ensureCart(db, owner, () => findCurrentOrder(db, owner));

/** The id of the owner's cart, created on first use: what an edit needs before it locks the cart and reads it. */
export function ensureCurrentOrderId(db: Db, owner: CartOwner): Promise<string> {
  const { sql, value } = ownerCondition(owner);
  return ensureCart(
    db,
    owner,
    async () =>
      (await db.query<{ id: string }>(`select o.id from orders o where ${sql} and o.status <> 'placed'`, [value]))[0]?.id,
  );
}

/**
 * Locks a cart for an edit inside a transaction. An order placed meanwhile is no longer a cart:
 * that answers 409 rather than changing a placed order.
 */
export async function lockCartForEdit(tx: Db, orderId: string): Promise<void> {
  const [row] = await tx.query<{ status: OrderStatus }>('select status from orders where id = $1 for update', [orderId]);
  if (!row || row.status === 'placed') {
    const message = errorMessage('order', 'orderPlaced', 'This order has already been placed. Please reload the cart.');
    throw new HTTPException(409, { res: envelopeResponse(409, null, [message]) });
  }
}

/** Any edit cancels a pending 3-D Secure challenge; an item change also voids the calculated totals. */
export async function markCartEdited(tx: Db, orderId: string, { itemsChanged }: { itemsChanged: boolean }): Promise<void> {
  // note: one statement, one round trip to the database: an edit is the cart's busiest write
  await tx.query(
    `with dropped as (${DROP_PENDING_CHALLENGES_SQL})
     update orders set status = 'active', total_calculated = total_calculated and not $2 where id = $1 and status <> 'placed'`,
    [orderId, itemsChanged],
  );
}

/** The refresh call's mark: the cart's totals now stand as calculated (a placed order is left alone). */
export async function markTotalsCalculated(db: Db, orderId: string): Promise<void> {
  await db.query(`update orders set total_calculated = true where id = $1 and status <> 'placed'`, [orderId]);
}

/** Locks the order's row for the rest of the transaction; its status and number as they now stand. */
export async function lockOrderStatus(tx: Db, orderId: string) {
  const [row] = await tx.query<{ status: OrderStatus; orderNumber: string | null }>(
    'select status, order_number as "orderNumber" from orders where id = $1 for update',
    [orderId],
  );
  return row;
}

/** The cart opens again for edits (a failed or abandoned payment). */
export async function reopenOrder(tx: Db, orderId: string): Promise<void> {
  await tx.query(`update orders set status = 'active' where id = $1`, [orderId]);
}

/** The fields a cart patch sets (order-patch.ts checks them first). */
export type OrderFields = Pick<
  OrderRow,
  'shipVia' | 'isAutoShip' | 'autoShipIsMonthly' | 'isPvq' | 'couponCode' | 'shipAddress' | 'billSameAsShip' | 'billAddress'
>;

// note: JSON.stringify(null) would store a JSON null rather than SQL NULL.
const jsonOrNull = (value: object | null) => (value === null ? null : JSON.stringify(value));

export async function saveOrderFields(tx: Db, orderId: string, fields: OrderFields): Promise<void> {
  await tx.query(
    `update orders set ship_via = $2, is_auto_ship = $3, auto_ship_is_monthly = $4, is_pvq = $5, coupon_code = $6,
       ship_address = $7::jsonb, bill_same_as_ship = $8, bill_address = $9::jsonb
     where id = $1`,
    [
      orderId,
      fields.shipVia,
      fields.isAutoShip,
      fields.autoShipIsMonthly,
      fields.isPvq,
      fields.couponCode,
      jsonOrNull(fields.shipAddress),
      fields.billSameAsShip,
      jsonOrNull(fields.billAddress),
    ],
  );
}

export interface CardOnOrder {
  lastFour: string;
  nameOnCard: string;
}

/**
 * Places the order unless it is placed already: a new order number, the time, the card's last four
 * digits and name. The new number, or null when it was placed before (the guard on the status
 * means it can never be placed twice).
 */
export async function markOrderPlaced(tx: Db, orderId: string, card: CardOnOrder): Promise<string | null> {
  const [placed] = await tx.query<{ orderNumber: string }>(
    `update orders set status = 'placed', order_number = 'W' || lpad(nextval('order_number_seq')::text, 8, '0'),
       placed_at = now(), total_calculated = true, payment_type = 'creditCard', card_last_four = $2, name_on_card = $3
     where id = $1 and status <> 'placed'
     returning order_number as "orderNumber"`,
    [orderId, card.lastFour, card.nameOnCard],
  );
  return placed?.orderNumber ?? null;
}

export async function findOrderNumber(tx: Db, orderId: string): Promise<string | null> {
  const [row] = await tx.query<{ orderNumber: string | null }>('select order_number as "orderNumber" from orders where id = $1', [
    orderId,
  ]);
  return row?.orderNumber ?? null;
}

/** Keeps the profile an enrollment order created on the order, for its receipt. */
export async function saveNewProfile(tx: Db, orderId: string, profile: NonNullable<OrderRow['newProfile']>): Promise<void> {
  await tx.query('update orders set new_profile = $2::jsonb where id = $1', [orderId, JSON.stringify(profile)]);
}
