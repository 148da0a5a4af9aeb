import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiResponse } from '#api/client.ts';
import { failureText, isApiError } from '#api/errors/api-error.ts';
import { useSave } from '#api/use-save.ts';
import {
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
} from '#contracts/commerce.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { removeStored, writeStored } from '#host/storage-keys.ts';
import { CART_QUERY_KEY, toCartData, useCartRequest, writeCart } from '../shared/cart-query.ts';
import { AUTH_FAILED_PARAM, needsRecalculation, receiptPath } from './cart-rules.ts';
import { cartLabels } from './labels.ts';

/**
 * The card a 3-D Secure challenge asks about, as the challenge page names it ('Visa ending in
 * 4242'). Only the last four digits are kept: the full number never leaves the payment form's request.
 */
export interface ChallengeCard {
  brand: 'visa' | 'unknown';
  lastFour: string;
}

/** A 3-D Secure challenge waiting for the shopper's bank, and the card it is for. */
export interface PendingChallenge {
  id: string;
  card: ChallengeCard;
}

/** What the challenge page keeps of the number placed: a Visa starts with 4. */
export function challengeCard(cardNumber: string): ChallengeCard {
  const digits = cardNumber.replace(/\D/g, '');
  return { brand: digits.startsWith('4') ? 'visa' : 'unknown', lastFour: digits.slice(-4) };
}

/** A fresh key for one attempt at placing an order. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Orders being placed on this page, so two cart islands never post the same order twice. */
const placing = new Set<Order['id']>();

/** Every island shows the order the server answered with. */
const showAnswer = (answer: ApiResponse<Order>, _input: unknown, queryClient: QueryClient) =>
  writeCart(queryClient, toCartData(answer));

/** After a failed write the server may have kept part of it: reload what it holds. */
const reloadCart = (_failure: unknown, _input: unknown, queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });

/**
 * The order manager's refresh of the totals, once for each state of the cart that holds
 * uncalculated totals (entered after an add on a product page, after any change), shared by every
 * cart island: the state is the time the cache took it. Its answer replaces the cart only while the
 * cart is still that state: an answer about an older cart would show totals of items since changed.
 */
function useTotalsRefresh(order: Order | null, updatedAt: number) {
  const cartRequest = useCartRequest();
  return useQuery({
    queryKey: ['cart', 'totals', updatedAt],
    queryFn: async ({ client }) => {
      const refreshed = toCartData(await cartRequest(refreshOrderEndpoint));
      if (client.getQueryState(CART_QUERY_KEY)?.dataUpdatedAt === updatedAt) writeCart(client, refreshed);
      return refreshed;
    },
    enabled: order !== null && needsRecalculation(order),
    // note: one refresh per state, on whichever page: a failed one says so in the error banner.
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The cart's writes, each a useSave that writes the server's answer into the shared cache so
 * every island updates. `order` is the cart the writes may change (null where they may not: a
 * one-order link, or a cart the shopper may not see); `navigate` moves between the cart's routes.
 */
export function useCartWrites({
  order,
  updatedAt,
  cardForm,
  navigate,
}: {
  order: Order | null;
  updatedAt: number;
  cardForm: 'newer' | 'legacy';
  navigate: (to: string) => void;
}) {
  const api = useApiClient();
  const cartRequest = useCartRequest();
  const labels = useLabels(cartLabels);
  const { routes } = useHostConfig();
  const leaveTo = useLeaveTo();
  const refresh = useTotalsRefresh(order, updatedAt);

  // Each step is sent, in the order the shopper took them.
  const quantity = useSave({
    send: ({ skuNumber, qty }: { skuNumber: string; qty: number }) =>
      cartRequest(updateOrderItemsEndpoint, { json: { items: [{ skuNumber, qty, updateMethod: 'set' }] } }),
    onSaved: showAnswer,
    onFailed: reloadCart,
    queue: true,
  });

  // Ship method, PVQ, addresses, auto-ship: each change is sent once the one before is answered.
  const patch = useSave({
    send: (body: OrderPatch) => cartRequest(patchOrderEndpoint, { json: body }),
    onSaved: showAnswer,
    queue: true,
  });

  const coupon = useSave({
    send: (couponCode: string) => cartRequest(patchOrderEndpoint, { json: { couponCode } }),
    onSaved: showAnswer,
  });

  // note: a key lives for one placing attempt; a request retried after a network failure reuses it.
  const attemptKey = useRef<string | null>(null);
  const place = useSave({
    send: (card: CardInfo) => {
      const key = (attemptKey.current ??= newIdempotencyKey());
      const sent = api.request(processOrderEndpoint, {
        json: { type: 'creditCard', cardForm, data: card },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      // The server answered: this attempt is over. Only a failure to reach it keeps the key.
      const endAttempt = () => {
        if (attemptKey.current === key) attemptKey.current = null;
      };
      void sent.then(endAttempt, (error: unknown) => {
        if (isApiError(error)) endAttempt();
      });
      return sent.then(({ data }) => data);
    },
    onFailed: (failure, card, queryClient) => {
      // Kept for the next visit to the cart, which shows it once.
      writeStored('paymentError', [{ value: failureText(failure, labels.orderError) }]);
      reloadCart(failure, card, queryClient);
    },
    // Placing stays busy until the browser has left for the receipt or the challenge.
    keepSaved: true,
  });

  const [challenge, setChallenge] = useState<PendingChallenge | null>(null);
  const complete = useSave({
    send: ({ id, outcome }: { id: string; outcome: 'authenticated' | 'failed' }) =>
      api.request(completeChallengeEndpoint, { params: { challengeId: id }, json: { outcome } }).then(({ data }) => data),
    onFailed: reloadCart,
    keepSaved: true,
  });

  const placed = useCallback(
    (result: ProcessResult, card: ChallengeCard) => {
      if (result.status === 'challenge') {
        setChallenge({ id: result.challengeId, card });
        navigate('/3ds-challenge');
        return;
      }
      // The order is placed: an earlier failure's message must not greet the next visit.
      removeStored('paymentError');
      leaveTo(receiptPath(routes, result.orderNumber));
    },
    [leaveTo, navigate, routes],
  );

  return {
    refresh,
    quantity,
    patch,
    coupon,
    place,
    complete,
    challenge,
    /** True from Place Order until the browser leaves, or the attempt failed. */
    placing: [place.status, complete.status].some((status) => status === 'pending' || status === 'saved'),

    async placeOrder(orderId: Order['id'], card: CardInfo) {
      if (placing.has(orderId)) return;
      placing.add(orderId);
      const outcome = await place.save(card);
      placing.delete(orderId);
      if (outcome.status === 'saved') placed(outcome.data, challengeCard(card.cardNumber));
    },

    /** Authenticating places the order; failing returns to the payment page, which then warns. */
    async completeChallenge(pending: PendingChallenge, outcome: 'authenticated' | 'failed') {
      const answer = await complete.save({ id: pending.id, outcome });
      if (answer.status === 'saved') placed(answer.data, pending.card);
      else if (answer.status !== 'skipped') {
        setChallenge(null);
        navigate(`/payment?${AUTH_FAILED_PARAM}=1`);
      }
    },
  };
}

export type CartWrites = ReturnType<typeof useCartWrites>;
