/**
 * What the loader holds of the cart: the event, its detail and `window.CmsBlocks.cart`. Everything
 * else (the summary of an order, who may order) is in order-summary.ts, beside the blocks, so the
 * loader does not carry it.
 */

/** Fired on the document once the cart has settled after a change (see the cart blocks' announcer). */
export const CART_CHANGE_EVENT = 'cms-blocks:cart-change';

/** What a host shows of the cart, e.g. in a header badge: `CmsBlocks.cart.get()` and the change event's detail. */
export interface CartSummary {
  /** Units in the cart: the sum of every line's quantity; 0 for an empty cart. */
  itemCount: number;
  /** The order's total as the store formats it ("$21.33"): with tax and shipping once the store has calculated them, the subtotal until then. */
  formattedTotal: string;
}

/** `window.CmsBlocks.cart`: the cart for a host's header, on any page. */
export interface CartApi {
  /** The cart's summary, or null when the visitor cannot have a cart (a guest while guest ordering is off). */
  get(): Promise<CartSummary | null>;
  /** Calls `listener` with the summary after every settled change of the cart; returns the unsubscribe function. */
  onChange(listener: (summary: CartSummary) => void): () => void;
}

/** `read` is `get()`: the reading lives beside the loader, not in it (session-user.ts, cart-api.ts). */
export function cartApi(doc: Document, read: () => Promise<CartSummary | null>): CartApi {
  return {
    get: read,
    onChange(listener) {
      const handle = (event: Event) => listener((event as CustomEvent<CartSummary>).detail);
      doc.addEventListener(CART_CHANGE_EVENT, handle);
      return () => doc.removeEventListener(CART_CHANGE_EVENT, handle);
    },
  };
}
