import { activateOrderTickets } from '../conference/order-ticket-store.ts';
import { capacityProblems } from '../conference/order-tickets.ts';
import type { Db } from '../db/database.ts';
import { createEnrolledProfile } from './enrollment-store.ts';
import { dropPendingChallenges } from './payment-challenge-store.ts';
import { findOrderNumber, markOrderPlaced, saveNewProfile, type CardOnOrder, type StoredOrder } from './order-store.ts';
import { isEnrollmentOrder } from './order-view.ts';

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
  const orderNumber = await markOrderPlaced(tx, order.id, card);
  if (!orderNumber) {
    const existing = await findOrderNumber(tx, order.id);
    if (!existing) throw new Error(`Order ${order.id} could not be placed`);
    return existing;
  }
  if (isEnrollmentOrder(order)) await saveNewProfile(tx, order.id, await createEnrolledProfile(tx, order, sponsorSiteId));
  await dropPendingChallenges(tx, order.id);
  await activateOrderTickets(tx, order.id, orderNumber);
  return orderNumber;
}
