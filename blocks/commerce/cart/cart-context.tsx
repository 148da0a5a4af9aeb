import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isAbortError } from '#api/errors/abort.ts';
import { classifyFailure, failureText, type Failure } from '#api/errors/api-error.ts';
import type { Order } from '#contracts/commerce.ts';
import { mayOrder } from '#host/guest-ordering.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { readStored, removeStored } from '#host/storage-keys.ts';
import { useCartOrder } from '../shared/cart-query.ts';
import {
  firstShownMessage,
  isCouponNotFound,
  isOverGuestLimit,
  isUnauthorizedMember,
  readPaymentError,
  sectionForMessage,
  shipViaToApply,
  type EditingSection,
} from './cart-rules.ts';
import { cartLabels } from './labels.ts';
import { useCartWrites, type CartWrites } from './use-cart-writes.ts';

export type CartStatus = 'loading' | 'guestsNotAllowed' | 'unauthorized' | 'error' | 'ready';

export interface CartContextValue {
  status: CartStatus;
  /** The order, once the cart is 'ready'. */
  order: Order | null;
  /** What the error alert says while the cart is 'error' (it could not load). */
  loadError: string;
  writes: CartWrites;
  overGuestLimit: boolean;
  cardForm: 'newer' | 'legacy';
  /** The server said the coupon was not found (the coupon field says so). */
  badCoupon: boolean;
  /** The sections open for editing; any open one blocks Place Order. */
  editing: readonly EditingSection[];
  setEditing: (section: EditingSection, open: boolean) => void;
  /**
   * The page's one error region (PageErrorBanner): the failure of the last write, else a notice the
   * page raised, else the server's message about the order. Null when there is none, or it was cleared.
   */
  error: string | null;
  /** Puts a notice of the page's own in the error region. */
  showError: (message: string) => void;
  /**
   * Empties the error region, with the stored copy of a payment error: when the shopper retries,
   * closes the banner, or leaves the page (CartFrame calls it on any in-cart route change).
   */
  clearError: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs the cart app');
  return value;
}

const withSection = (editing: readonly EditingSection[], section: EditingSection, open: boolean) =>
  open ? (editing.includes(section) ? editing : [...editing, section]) : editing.filter((s) => s !== section);

/** Loads the cart and derives its state from the cart query and the cart's writes. */
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
  const query = useCartOrder({ orderId });
  const data = query.data ?? null;
  const loadFailure = query.error && !isAbortError(query.error) ? classifyFailure(query.error) : null;
  // A one-order link: the server answers someone else's order as an unknown one, so both read
  // as not authorized (commerce spec 6); a server that tells them apart refuses it.
  const refused = loadFailure?.kind === 'forbidden' || (orderId !== null && loadFailure?.kind === 'not-found');
  const unauthorized = (data !== null && isUnauthorizedMember(data.order, config)) || refused;
  const status: CartStatus = !mayOrder(config)
    ? 'guestsNotAllowed'
    : unauthorized
      ? 'unauthorized'
      : data
        ? 'ready'
        : loadFailure
          ? 'error'
          : 'loading';
  const order = status === 'ready' && data ? data.order : null;
  // Only the current cart changes: a one-order link shows its order read only.
  const writes = useCartWrites({ order: orderId ? null : order, updatedAt: query.dataUpdatedAt, cardForm, navigate });

  // Ship-via: the shopper's stored choice, or the first allowed method when none is set. A cart no
  // write has made yet (no id) gets it after the first: setting it would make a cart for every visitor.
  const appliedShipVia = useRef<string | null>(null);
  const { save: patch } = writes.patch;
  useEffect(() => {
    if (!order || orderId || order.id === null) return;
    const shipVia = shipViaToApply(order, readStored('userSetShipVia'));
    const attempt = `${order.id}:${shipVia}`;
    if (shipVia === null || appliedShipVia.current === attempt) return;
    appliedShipVia.current = attempt;
    void patch({ shipVia });
  }, [order, orderId, patch]);

  // An address message opens the section that fixes it, for each answer that carries one.
  const [editing, setEditingSections] = useState<readonly EditingSection[]>([]);
  const [answered, setAnswered] = useState(data);
  const shown = data ? firstShownMessage(data.messages) : undefined;
  const messageSection = shown ? sectionForMessage(shown) : null;
  if (answered !== data) {
    setAnswered(data);
    if (messageSection) setEditingSections(withSection(editing, messageSection, true));
  }
  const setEditing = useCallback(
    (section: EditingSection, open: boolean) => setEditingSections((sections) => withSection(sections, section, open)),
    [],
  );

  // A payment error stored by an earlier visit is shown once, then removed; only where checkout
  // happens (a mini cart beside a product has no place for it and would use it up).
  const [notice, setNotice] = useState(() => (checkout ? readPaymentError(readStored('paymentError')) : null));
  useEffect(() => {
    if (checkout) removeStored('paymentError');
  }, [checkout]);

  // What the server said before the region was last cleared no longer shows.
  const [clearedAt, setClearedAt] = useState(0);
  const fresh = (updatedAt: number) => updatedAt > clearedAt;
  const coupon = writes.coupon.failure;
  const couponNotFound = coupon !== null && isCouponNotFound(coupon.messages);
  const writeFailure: Failure | null =
    writes.complete.failure ??
    writes.place.failure ??
    writes.quantity.failure ??
    writes.patch.failure ??
    (couponNotFound ? null : coupon);
  const failureFallback = writes.place.failure || writes.complete.failure ? labels.orderError : labels.loadError;
  const serverError =
    (writes.refresh.error && fresh(writes.refresh.errorUpdatedAt) ? classifyFailure(writes.refresh.error) : null) ??
    (loadFailure && data && fresh(query.errorUpdatedAt) ? loadFailure : null);
  const error =
    (writeFailure && failureText(writeFailure, failureFallback)) ??
    notice ??
    (serverError && (firstShownMessage(serverError.messages)?.value || labels.loadError)) ??
    (shown && !messageSection && fresh(query.dataUpdatedAt) ? shown.value : null);

  // A new answer about the order clears the bad-coupon flag (commerce spec 4: cleared on a clean load).
  const { reset: resetCoupon } = writes.coupon;
  useEffect(() => resetCoupon(), [query.dataUpdatedAt, resetCoupon]);

  const { reset: resetComplete } = writes.complete;
  const { reset: resetPlace } = writes.place;
  const { reset: resetQuantity } = writes.quantity;
  const { reset: resetPatch } = writes.patch;
  const clearError = useCallback(() => {
    removeStored('paymentError');
    setNotice(null);
    setClearedAt(Date.now());
    resetComplete();
    resetPlace();
    resetQuantity();
    resetPatch();
    resetCoupon();
  }, [resetComplete, resetPlace, resetQuantity, resetPatch, resetCoupon, setNotice]);

  const value: CartContextValue = {
    status,
    order,
    loadError: (loadFailure && firstShownMessage(loadFailure.messages)?.value) || labels.loadError,
    writes,
    overGuestLimit: order ? isOverGuestLimit(order, config) : false,
    cardForm,
    badCoupon: couponNotFound || (data !== null && isCouponNotFound(data.messages)),
    editing,
    setEditing,
    error,
    showError: setNotice,
    clearError,
  };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
