import { CART_CHANGE_EVENT, type CartSummary } from '#host/cart-summary.ts';
import { cartSummary, type SummarisedOrder } from '#host/order-summary.ts';

/**
 * How long the cart stays quiet (no cart request in flight) before a change counts as settled. One
 * add answers with the subtotal; the cart blocks then ask for the ship method and the totals in
 * effects that start after the next render, a few milliseconds later: this bridges that gap.
 */
export const CART_SETTLE_MS = 150;

export interface CartAnnouncer {
  /** Counts `request` as in flight until it settles: no change is told meanwhile. */
  track<T>(request: Promise<T>): Promise<T>;
  /** The order as the page now holds it. */
  report(order: SummarisedOrder): void;
}

const sameSummary = (a: CartSummary, b: CartSummary) => a.itemCount === b.itemCount && a.formattedTotal === b.formattedTotal;

/**
 * Tells the host (CART_CHANGE_EVENT on `doc`) once per settled change: when no cart request
 * has been in flight for CART_SETTLE_MS, if the summary differs from the last one told. The first
 * order the page learns counts as a change. So one add fires once, with its final total, however
 * many calls (add, ship method, totals) it takes.
 */
export function createCartAnnouncer(doc: Document): CartAnnouncer {
  let inFlight = 0;
  let latest: SummarisedOrder | undefined;
  let told: CartSummary | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tell = () => {
    if (!latest) return;
    const summary = cartSummary(latest);
    if (told && sameSummary(told, summary)) return;
    told = summary;
    // note: only while the document is still its window's: a page torn down before the settling
    // time is over (a closed frame; a test environment before its next file) is told nothing, and
    // the event is made by that window, the realm the document belongs to.
    const view = doc.defaultView;
    if (view?.document === doc) doc.dispatchEvent(new view.CustomEvent<CartSummary>(CART_CHANGE_EVENT, { detail: summary }));
  };
  const settle = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(tell, CART_SETTLE_MS);
  };

  return {
    track(request) {
      inFlight += 1;
      clearTimeout(timer);
      return request.finally(() => {
        inFlight -= 1;
        settle();
      });
    },
    report(order) {
      latest = order;
      settle();
    },
  };
}
