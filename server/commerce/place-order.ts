import { activateOrderTickets, capacityProblems } from '../conference/order-tickets.ts';
import type { Db } from '../db/database.ts';
import { createEnrolledProfile } from './enrollment.ts';
import type { StoredOrder } from './order-store.ts';
import { isEnrollmentOrder } from './order-view.ts';

export interface CardOnOrder {
  lastFour: string;
  nameOnCard: string;
}

/**
 * Places a cart the caller has locked, in the caller's transaction: a new order number, the time,
 * the card's last four digits and name, for an enrollment the new profile, and the conference
 * tickets bought with it become active. The guard on the
 * status means a second attempt can never place it twice; it then gets the first order number.
 * The caller refuses a cart that would sell conference seats past their capacity before the card
 * is charged (capacityProblems, whose row locks last until this transaction ends); placing one
 * anyway is a bug, so it fails rather than charge for seats that cannot be given.
 */
export async function placeOrder(tx: Db, order: StoredOrder, card: CardOnOrder, sponsorSiteId: string): Promise<string> {
  if ((await capacityProblems(tx, order.id)).length > 0) throw new Error(`Order ${order.id} would sell past a capacity`);
  const [placed] = await tx.query<{ orderNumber: string }>(
    `update orders set status = 'placed', order_number = 'W' || lpad(nextval('order_number_seq')::text, 8, '0'),
       placed_at = now(), total_calculated = true, payment_type = 'creditCard', card_last_four = $2, name_on_card = $3
     where id = $1 and status <> 'placed'
     returning order_number as "orderNumber"`,
    [order.id, card.lastFour, card.nameOnCard],
  );
  if (!placed) {
    const [existing] = await tx.query<{ orderNumber: string }>('select order_number as "orderNumber" from orders where id = $1', [
      order.id,
    ]);
    if (!existing?.orderNumber) throw new Error(`Order ${order.id} could not be placed`);
    return existing.orderNumber;
  }
  if (isEnrollmentOrder(order)) {
    const profile = await createEnrolledProfile(tx, order, sponsorSiteId);
    await tx.query('update orders set new_profile = $2::jsonb where id = $1', [order.id, JSON.stringify(profile)]);
  }
  await tx.query('delete from payment_challenges where order_id = $1 and used_at is null', [order.id]);
  await activateOrderTickets(tx, order.id, placed.orderNumber);
  return placed.orderNumber;
}
