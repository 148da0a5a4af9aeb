import type { Db } from '../db/database.ts';
import { ownerKey, type CartOwner } from './cart-owner.ts';
import type { CardOnOrder } from './order-store.ts';

/** A 3-D Secure challenge for the cart's card: the cart waits in pendingChallenge until it is answered. */
export async function openChallenge(
  tx: Db,
  orderId: string,
  owner: CartOwner,
  card: CardOnOrder,
  challengeId: string,
): Promise<void> {
  await tx.query(
    `insert into payment_challenges (id, order_id, owner_key, card_last_four, name_on_card) values ($1, $2, $3, $4, $5)`,
    [challengeId, orderId, ownerKey(owner), card.lastFour, card.nameOnCard],
  );
  await tx.query(`update orders set status = 'pendingChallenge' where id = $1`, [orderId]);
}

/** Uses the owner's unused challenge once: its order and card, or null when it is unknown, someone else's or used. */
export async function claimChallenge(
  tx: Db,
  challengeId: string,
  owner: CartOwner,
): Promise<(CardOnOrder & { orderId: string }) | null> {
  const [challenge] = await tx.query<CardOnOrder & { orderId: string }>(
    `update payment_challenges set used_at = now() where id = $1 and owner_key = $2 and used_at is null
     returning order_id as "orderId", card_last_four as "lastFour", name_on_card as "nameOnCard"`,
    [challengeId, ownerKey(owner)],
  );
  return challenge ?? null;
}

/** Deletes the pending challenges of the order `$1`: a statement of its own, or a part of another one's `with`. */
export const DROP_PENDING_CHALLENGES_SQL = 'delete from payment_challenges where order_id = $1 and used_at is null';

export async function dropPendingChallenges(tx: Db, orderId: string): Promise<void> {
  await tx.query(DROP_PENDING_CHALLENGES_SQL, [orderId]);
}
