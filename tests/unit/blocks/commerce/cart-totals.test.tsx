import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeHandler } from '../../../support/fake-fetch.ts';
import { answerOrder, renderCart } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

const CURRENT = 'GET /api/cart/order/current';
const REFRESH = 'POST /api/cart/order/current/refresh';
const CALCULATING = 'Tax, shipping and total are being calculated…';

beforeEach(() => localStorage.clear());

describe('cart totals', () => {
  it.each(['/my-cartv2', '/order-preview'])(
    'entered at %s with uncalculated totals, says they are being calculated, refreshes them once and shows the total',
    async (route) => {
      let answer: () => void = () => undefined;
      const { requests } = renderCart(route, {
        [CURRENT]: answerOrder(cartOrder({ totals: { totalCalculated: false } })),
        [REFRESH]: () => new Promise<FakeAnswer>((resolve) => (answer = () => resolve({ data: cartOrder() }))),
      });
      expect(await screen.findByText(CALCULATING)).toBeVisible();
      answer();
      expect(await screen.findByText('$100.04')).toBeVisible();
      expect(screen.queryByText(CALCULATING)).toBeNull();
      expect(requests.filter((r) => r.path === '/api/cart/order/current/refresh')).toHaveLength(1);
    },
  );

  it('entered at /payment with uncalculated totals, refreshes them once', async () => {
    const { requests, answersShown } = renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder({ totals: { totalCalculated: false } })),
      [REFRESH]: answerOrder(cartOrder()),
    });
    expect(await screen.findByText('$100.04')).toBeVisible();
    await answersShown();
    expect(requests.filter((r) => r.path === '/api/cart/order/current/refresh')).toHaveLength(1);
  });

  it('asks for no refresh when the totals are calculated or the cart is empty', async () => {
    const { requests, answersShown } = renderCart('/my-cartv2', { [CURRENT]: answerOrder(cartOrder({ items: [] })) });
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    await answersShown();
    expect(requests.map((r) => r.path)).not.toContain('/api/cart/order/current/refresh');
  });

  it("drops a refresh answer about a cart that changed meanwhile, and shows the newer cart's total", async () => {
    const base = cartOrder();
    const stale = cartOrder({ totals: { total: 999, formatted: { ...base.orderTotals.formatted, total: '$999.00' } } });
    let answerStale: () => void = () => undefined;
    const answers: FakeHandler[] = [
      // The refresh on entry: a first cart write has succeeded, so the writes below need not wait in line.
      answerOrder(base),
      // The refresh after the first removal answers late, with the totals of the cart before the second.
      () => new Promise<FakeAnswer>((resolve) => (answerStale = () => resolve({ data: stale }))),
      answerOrder(base),
    ];
    const { requests, answersShown } = renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder({ totals: { totalCalculated: false } })),
      [REFRESH]: (request) => (answers.shift() ?? answerOrder(base))(request),
      // Each removal leaves a different uncalculated cart.
      'POST /api/cart/order/current/items': () => ({
        data: cartOrder({ totals: { totalCalculated: false, subTotal: 12 - refreshes().length } }),
      }),
    });
    const refreshes = () => requests.filter((r) => r.path === '/api/cart/order/current/refresh');
    expect(await screen.findByText('$100.04')).toBeVisible();
    screen.getAllByRole('button', { name: /^Remove / })[0]?.click();
    await waitFor(() => expect(refreshes()).toHaveLength(2));
    screen.getAllByRole('button', { name: /^Remove / })[0]?.click();
    await waitFor(() => expect(screen.getByText('$100.04')).toBeVisible());
    answerStale();
    await answersShown();
    expect(screen.queryByText('$999.00')).toBeNull();
    expect(screen.getByText('$100.04')).toBeVisible();
    expect(refreshes()).toHaveLength(3);
  });
});
