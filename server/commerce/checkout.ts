import { randomUUID } from 'node:crypto';
import type { ProcessOrder, ProcessResult } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { errorMessage, fieldMessage, type ApiMessage } from '../http/envelope.ts';
import type { CartOwner } from './cart-owner.ts';
import { checkoutProblems } from './checkout-rules.ts';
import { CART_EMPTY_MESSAGE } from './order-messages.ts';
import {
  findCurrentOrder,
  findLatestPlacedOrder,
  findOrderById,
  lockOrderStatus,
  markCartEdited,
  reopenOrder,
} from './order-store.ts';
import { loadViewContext, toApiOrder } from './order-view.ts';
import { capacityProblems } from '../conference/order-tickets.ts';
import { authorizeCard, cardDigits } from './payment-gateway.ts';
import { claimChallenge, openChallenge } from './payment-challenge-store.ts';
import { placeOrder } from './place-order.ts';
import type { StoreSettings } from './store-settings.ts';

/** An answer of the checkout calls; `final` answers are kept for retries with the same idempotency key. */
export type CheckoutAnswer =
  | { status: 200; data: ProcessResult; messages: ApiMessage[]; final: true }
  | { status: 404 | 422; data: null; messages: ApiMessage[]; final: boolean };

const answer = (data: ProcessResult): CheckoutAnswer => ({ status: 200, data, messages: [], final: true });
const placedAnswer = (orderNumber: string) => answer({ status: 'placed', orderNumber });
const refused = (messages: ApiMessage[], final: boolean, status: 404 | 422 = 422): CheckoutAnswer => ({
  status,
  data: null,
  messages,
  final,
});

export interface CheckoutRequest {
  owner: CartOwner;
  viewerSignedIn: boolean;
  settings: StoreSettings;
}

/**
 * Places the owner's cart with a card: validates it as the browser does, then asks the (simulated)
 * gateway. The cart row stays locked throughout, so concurrent attempts run one after the other and
 * the later ones find it placed. A repeat after placing, with no new cart yet, gets the placed order.
 */
export async function processOrder(
  db: Db,
  { owner, viewerSignedIn, settings }: CheckoutRequest,
  request: ProcessOrder,
): Promise<CheckoutAnswer> {
  return db.transaction(async (tx) => {
    const cart = await findCurrentOrder(tx, owner);
    if (!cart) {
      const latest = await findLatestPlacedOrder(tx, owner);
      if (latest?.orderNumber) return placedAnswer(latest.orderNumber);
      return refused([fieldMessage('cart', 'cartItemsRequired', CART_EMPTY_MESSAGE)], false);
    }
    const locked = await lockOrderStatus(tx, cart.id);
    if (locked?.orderNumber) return placedAnswer(locked.orderNumber);
    const order = (await findOrderById(tx, cart.id)) ?? cart;
    const context = await loadViewContext(tx, settings, viewerSignedIn);
    // Conference seats are checked (and their capacity rows locked) before the card is charged.
    const problems = [
      ...checkoutProblems(toApiOrder(order, context), request, settings),
      ...(await capacityProblems(tx, order.id)),
    ];
    if (problems.length > 0) return refused(problems, false);

    // A new attempt replaces any challenge still pending from an earlier one.
    await markCartEdited(tx, order.id, { itemsChanged: false });
    const card = { lastFour: cardDigits(request.data.cardNumber).slice(-4), nameOnCard: request.data.nameOnCard.trim() };
    switch (authorizeCard(request.data.cardNumber)) {
      case 'declined':
        return refused([errorMessage('checkoutException', 'cardDeclined', 'Your card was declined.')], true);
      case 'challenge': {
        const challengeId = randomUUID();
        await openChallenge(tx, order.id, owner, card, challengeId);
        return answer({ status: 'challenge', challengeId });
      }
      case 'approved':
        return placedAnswer(await placeOrder(tx, order, card, settings.sponsorSiteId));
    }
  });
}

/** Completes a 3-D Secure challenge once, for its owner: authenticated places the order, failed reopens the cart. */
export async function completeChallenge(
  db: Db,
  { owner, settings }: CheckoutRequest,
  challengeId: string,
  outcome: 'authenticated' | 'failed',
): Promise<CheckoutAnswer> {
  return db.transaction(async (tx) => {
    const challenge = await claimChallenge(tx, challengeId, owner);
    if (!challenge) {
      return refused(
        [errorMessage('challenge', 'challengeNotFound', 'This authentication request is unknown or was already used.')],
        false,
        404,
      );
    }
    const locked = await lockOrderStatus(tx, challenge.orderId);
    if (locked?.orderNumber) return placedAnswer(locked.orderNumber);
    if (outcome === 'failed') {
      await reopenOrder(tx, challenge.orderId);
      return refused([errorMessage('checkoutException', 'authenticationFailed', 'Your card could not be authenticated.')], false);
    }
    const order = await findOrderById(tx, challenge.orderId);
    if (!order) throw new Error(`The order of challenge ${challengeId} is gone`);
    const soldOut = await capacityProblems(tx, order.id);
    if (soldOut.length > 0) {
      // The seats went while the shopper authenticated: nothing is charged and the cart opens again.
      await reopenOrder(tx, order.id);
      return refused(soldOut, false);
    }
    return placedAnswer(await placeOrder(tx, order, challenge, settings.sponsorSiteId));
  });
}
