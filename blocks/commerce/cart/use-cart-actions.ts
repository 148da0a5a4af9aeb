import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type Dispatch } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { isAbortError } from '../../../src/api/errors/abort.ts';
import { apiErrorText, isApiError } from '../../../src/api/errors/api-error.ts';
import {
  COUPON_NOT_FOUND,
  IDEMPOTENCY_HEADER,
  completeChallengeEndpoint,
  patchOrderEndpoint,
  processOrderEndpoint,
  refreshOrderEndpoint,
  updateOrderItemsEndpoint,
  type CardInfo,
  type Order,
  type OrderPatch,
  type ProcessResult,
} from '../../../src/contracts/commerce.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { leaveTo } from '../../../src/host/navigation.ts';
import { removeStored, writeStored } from '../../../src/host/storage-keys.ts';
import { useLabels } from '../../../src/host/labels.ts';
import { CART_QUERY_KEY, toCartData, useCartRequest, useWriteCart, type CartData } from '../shared/cart-query.ts';
import { challengeCard, type CartAction, type ChallengeCard, type PendingChallenge } from './cart-state.ts';
import { cartLabels } from './labels.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { receiptPath } from './cart-rules.ts';

/** Orders being placed on this page, so two cart islands never post the same order twice. */
const placing = new Set<Order['id']>();

export interface CartActions {
  setQuantity(skuNumber: string, qty: number): Promise<void>;
  /** The order manager's refresh of `from`'s totals; its answer is dropped if the cart changed meanwhile. */
  recalculate(from: CartData): Promise<void>;
  patch(body: OrderPatch): Promise<boolean>;
  placeOrder(orderId: Order['id'], card: CardInfo, cardForm: 'newer' | 'legacy'): Promise<void>;
  completeChallenge(challenge: PendingChallenge, outcome: 'authenticated' | 'failed'): Promise<void>;
}

/** The cart's server calls. Each writes the answer into the shared cache so every island updates. */
export function useCartActions(dispatch: Dispatch<CartAction>, navigate: (to: string) => void): CartActions {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const writeCart = useWriteCart();
  const cartRequest = useCartRequest();
  const labels = useLabels(cartLabels);
  const { routes } = useHostConfig();
  // note: a key lives for one placing attempt; a request retried after a network failure reuses it.
  const attemptKey = useRef<string | null>(null);

  const leaveForReceipt = useCallback(
    (orderNumber: string) => {
      // The order is placed: an earlier failure's message must not greet the next visit.
      removeStored('paymentError');
      leaveTo(receiptPath(routes, orderNumber));
    },
    [routes],
  );

  const onPlaced = useCallback(
    (result: ProcessResult, card: ChallengeCard) => {
      if (result.status === 'placed') leaveForReceipt(result.orderNumber);
      else {
        dispatch({ type: 'challenge', challenge: { id: result.challengeId, card } });
        navigate('/3ds-challenge');
      }
    },
    [dispatch, leaveForReceipt, navigate],
  );

  const failPlacing = useCallback(
    (error: unknown) => {
      const message = apiErrorText(error, labels.orderError);
      dispatch({ type: 'submitFailed', message });
      writeStored('paymentError', [{ value: message }]);
      // The order is still there; reload it so the cart shows what the server kept.
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    [dispatch, labels.orderError, queryClient],
  );

  return {
    async setQuantity(skuNumber, qty) {
      try {
        const updated = await cartRequest(updateOrderItemsEndpoint, {
          json: { items: [{ skuNumber, qty, updateMethod: 'set' }] },
        });
        // Totals are uncalculated now; the cart recalculates them as soon as it holds this order.
        writeCart(toCartData(updated));
      } catch (error) {
        if (isAbortError(error)) return;
        dispatch({ type: 'showError', message: apiErrorText(error, labels.loadError) });
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
    },

    async recalculate(from) {
      try {
        const refreshed = toCartData(await cartRequest(refreshOrderEndpoint));
        // note: an answer to an older cart would show totals of items the shopper has since changed.
        if (queryClient.getQueryData(CART_QUERY_KEY) === from) writeCart(refreshed);
      } catch (error) {
        if (isAbortError(error)) return;
        dispatch({ type: 'showError', message: apiErrorText(error, labels.loadError) });
      }
    },

    async patch(body) {
      try {
        writeCart(toCartData(await cartRequest(patchOrderEndpoint, { json: body })));
        if (body.couponCode !== undefined) dispatch({ type: 'couponAccepted' });
        return true;
      } catch (error) {
        if (isAbortError(error)) return false;
        if (isApiError(error) && error.messages.some((m) => m.value === COUPON_NOT_FOUND)) {
          dispatch({ type: 'couponRejected' });
          return false;
        }
        dispatch({ type: 'showError', message: apiErrorText(error, labels.loadError) });
        return false;
      }
    },

    async placeOrder(orderId, card, cardForm) {
      if (placing.has(orderId)) return;
      placing.add(orderId);
      dispatch({ type: 'submit' });
      attemptKey.current ??= newIdempotencyKey();
      try {
        const { data } = await api.request(processOrderEndpoint, {
          json: { type: 'creditCard', cardForm, data: card },
          headers: { [IDEMPOTENCY_HEADER]: attemptKey.current },
        });
        attemptKey.current = null;
        onPlaced(data, challengeCard(card.cardNumber));
      } catch (error) {
        // The server answered: this attempt is over. A network failure keeps the key for a retry.
        if (isApiError(error)) attemptKey.current = null;
        failPlacing(error);
      } finally {
        placing.delete(orderId);
      }
    },

    async completeChallenge(challenge, outcome) {
      dispatch({ type: 'submit' });
      try {
        const { data } = await api.request(completeChallengeEndpoint, {
          params: { challengeId: challenge.id },
          json: { outcome },
        });
        dispatch({ type: 'challengeDone' });
        onPlaced(data, challenge.card);
      } catch (error) {
        dispatch({ type: 'challengeDone' });
        failPlacing(error);
        navigate('/payment?showMessageCreditCardCouldNotBeAuthenticated=1');
      }
    },
  };
}
