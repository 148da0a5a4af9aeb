import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SETTLE_MS, createCartAnnouncer } from '../../../../blocks/commerce/shared/cart-announcer.ts';
import { CART_CHANGE_EVENT, type CartSummary } from '#host/cart-summary.ts';
import type { SummarisedOrder } from '#host/order-summary.ts';

/** An order of `qty` units whose totals read `subTotal`, and `total` once calculated. */
const order = (qty: number, subTotal: string, total?: string): SummarisedOrder => ({
  items: [{ qty }],
  orderTotals: { totalCalculated: total !== undefined, formatted: { subTotal, total: total ?? '$0.00' } },
});

/** A request the test answers when it chooses. */
function pending() {
  let answer!: () => void;
  const request = new Promise<void>((resolve) => (answer = resolve));
  return { request, answer };
}

// note: a frame's document, with a window of its own: the page's document also hears the cart
// blocks of other test files sharing this environment.
let frame: HTMLIFrameElement;
let target: Document;
let heard: CartSummary[];
beforeEach(() => {
  vi.useFakeTimers();
  frame = document.createElement('iframe');
  document.body.append(frame);
  target = frame.contentDocument!;
  heard = [];
  target.addEventListener(CART_CHANGE_EVENT, (event) => heard.push((event as CustomEvent<CartSummary>).detail));
});
afterEach(() => {
  frame.remove();
  vi.useRealTimers();
});

describe('the cart announcer: one cms-blocks:cart-change per settled change', () => {
  it('tells the first order the page learns once the cart has been quiet for the settling time', async () => {
    const announcer = createCartAnnouncer(target);
    announcer.report(order(1, '$12.50'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS - 1);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([{ itemCount: 1, formattedTotal: '$12.50' }]);
  });

  it('tells an add once, with its final total, across the add, ship method and totals calls', async () => {
    const announcer = createCartAnnouncer(target);
    const add = pending();
    void announcer.track(add.request);
    add.answer();
    await vi.advanceTimersByTimeAsync(0);
    announcer.report(order(2, '$12.50'));
    // The cart block's effects ask for the ship method and the totals after the next render.
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS - 10);
    const shipMethod = pending();
    const totals = pending();
    void announcer.track(shipMethod.request);
    void announcer.track(totals.request);
    shipMethod.answer();
    await vi.advanceTimersByTimeAsync(0);
    announcer.report(order(2, '$12.50', '$13.38'));
    // Still a call in flight: however long it takes, nothing is told.
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS * 10);
    expect(heard).toEqual([]);
    totals.answer();
    await vi.advanceTimersByTimeAsync(0);
    announcer.report(order(2, '$12.50', '$21.33'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(heard).toEqual([{ itemCount: 2, formattedTotal: '$21.33' }]);
  });

  it('tells nothing when a settled cart is the same as the last one told, and a real change again', async () => {
    const announcer = createCartAnnouncer(target);
    announcer.report(order(1, '$12.50'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    announcer.report(order(1, '$12.50'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(heard).toHaveLength(1);
    announcer.report(order(0, '$0.00'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(heard).toEqual([
      { itemCount: 1, formattedTotal: '$12.50' },
      { itemCount: 0, formattedTotal: '$0.00' },
    ]);
  });

  it('settles after a refused call too, and passes the call on as it was answered', async () => {
    const announcer = createCartAnnouncer(target);
    announcer.report(order(1, '$12.50'));
    const refused = announcer.track(Promise.reject(new Error('422')));
    await expect(refused).rejects.toThrow('422');
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(heard).toEqual([{ itemCount: 1, formattedTotal: '$12.50' }]);
    await expect(announcer.track(Promise.resolve('answer'))).resolves.toBe('answer');
  });

  it('tells nothing, and throws nothing, once its document has no window (a page torn down)', async () => {
    const orphan = document.implementation.createHTMLDocument('');
    const orphanHeard: Event[] = [];
    orphan.addEventListener(CART_CHANGE_EVENT, (event) => orphanHeard.push(event));
    createCartAnnouncer(orphan).report(order(1, '$12.50'));
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(orphanHeard).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('tells nothing once its page is torn down before the cart settles (its frame removed)', async () => {
    const announcer = createCartAnnouncer(target);
    announcer.report(order(1, '$12.50'));
    frame.remove();
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MS);
    expect(heard).toEqual([]);
  });
});
