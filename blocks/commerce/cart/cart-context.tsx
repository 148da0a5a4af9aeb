import { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isAbortError } from '../../../src/api/errors/abort.ts';
import { isApiError } from '../../../src/api/errors/api-error.ts';
import type { Order } from '../../../src/contracts/commerce.ts';
import { mayOrder } from '../../../src/host/guest-ordering.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { readStored, removeStored } from '../../../src/host/storage-keys.ts';
import { useCartOrder, type CartData } from '../shared/cart-query.ts';
import { isOverGuestLimit, isUnauthorizedMember, needsRecalculation, readPaymentError, shipViaToApply } from './cart-rules.ts';
import { cartReducer, initialCartUiState, type CartAction, type CartUiState } from './cart-state.ts';
import { cartLabels } from './labels.ts';
import { useCartActions, type CartActions } from './use-cart-actions.ts';

export type CartStatus = 'loading' | 'guestsNotAllowed' | 'unauthorized' | 'error' | 'ready';

export interface CartContextValue {
  status: CartStatus;
  order: Order | null;
  data: CartData | null;
  state: CartUiState;
  dispatch: Dispatch<CartAction>;
  actions: CartActions;
  overGuestLimit: boolean;
  cardForm: 'newer' | 'legacy';
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs the cart app');
  return value;
}

/** Loads the cart and holds its state: flags, editing sections, errors and the server calls. */
export function CartProvider({
  cardForm,
  orderId = null,
  checkout = false,
  children,
}: {
  cardForm: 'newer' | 'legacy';
  /** Shows this one order, read only, instead of the current cart. */
  orderId?: string | null;
  /** The routed cart app, where checkout happens: it shows a payment error an earlier visit stored. */
  checkout?: boolean;
  children: ReactNode;
}) {
  const config = useHostConfig();
  const labels = useLabels(cartLabels);
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(cartReducer, initialCartUiState);
  const actions = useCartActions(dispatch, navigate);
  const guestsNotAllowed = !mayOrder(config);
  const query = useCartOrder({ orderId });
  const data = query.data ?? null;
  // A one-order link: the server answers someone else's order as an unknown one (404), so both
  // read as not authorized (commerce spec 6); a server that tells them apart answers 403.
  const refusedStatuses = orderId ? [403, 404] : [403];
  const unauthorized =
    (data !== null && isUnauthorizedMember(data.order, config)) ||
    (isApiError(query.error) && refusedStatuses.includes(query.error.status));

  // A payment error stored by an earlier visit is shown once, then removed; only where checkout
  // happens (a mini cart beside a product has no place for it and would use it up).
  useEffect(() => {
    if (!checkout) return;
    const stored = readPaymentError(readStored('paymentError'));
    if (stored) dispatch({ type: 'showError', message: stored });
    removeStored('paymentError');
  }, [checkout]);

  useEffect(() => {
    if (data) dispatch({ type: 'loaded', messages: data.messages });
  }, [data]);

  useEffect(() => {
    const error = query.error;
    if (!error || isAbortError(error)) return;
    dispatch({ type: 'loadFailed', messages: isApiError(error) ? error.messages : [], fallback: labels.loadError });
  }, [query.error, labels.loadError]);

  // Ship-via: the shopper's stored choice, or the first allowed method when none is set. A cart no
  // write has made yet (no id) gets it after the first: setting it would make a cart for every visitor.
  const appliedShipVia = useRef<string | null>(null);
  useEffect(() => {
    if (!data || unauthorized || orderId || data.order.id === null) return;
    const shipVia = shipViaToApply(data.order, readStored('userSetShipVia'));
    const attempt = `${data.order.id}:${shipVia}`;
    if (shipVia === null || appliedShipVia.current === attempt) return;
    appliedShipVia.current = attempt;
    void actions.patch({ shipVia });
  }, [data, unauthorized, orderId, actions]);

  // Totals are never left uncalculated: whenever the cart holds an order whose totals are not
  // calculated (entered after adding from a product page, after any change), the order manager
  // refreshes them, once per cart state; meanwhile the totals say they are being calculated.
  const recalculated = useRef<CartData | null>(null);
  useEffect(() => {
    if (!data || unauthorized || orderId || !needsRecalculation(data.order)) return;
    if (recalculated.current === data) return;
    recalculated.current = data;
    void actions.recalculate(data);
  }, [data, unauthorized, orderId, actions]);

  const status: CartStatus = guestsNotAllowed
    ? 'guestsNotAllowed'
    : unauthorized
      ? 'unauthorized'
      : data
        ? 'ready'
        : query.error && !isAbortError(query.error)
          ? 'error'
          : 'loading';

  const order = status === 'ready' && data ? data.order : null;
  const value: CartContextValue = {
    status,
    order,
    data: order ? data : null,
    state,
    dispatch,
    actions,
    overGuestLimit: order ? isOverGuestLimit(order, config) : false,
    cardForm,
  };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
