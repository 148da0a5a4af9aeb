import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerOrder, renderCart } from './cart-harness.tsx';
import { cartOrder } from './fixtures/cart-orders.ts';

vi.mock('../../../../src/host/navigation.ts', () => ({ leaveTo: vi.fn(), isOwnPath: () => true }));

describe('mini cart', () => {
  it('leaves a stored payment error for the checkout pages: it neither shows nor clears it', async () => {
    localStorage.setItem('paymentError', JSON.stringify([{ value: 'Your card was declined.' }]));
    renderCart('/', { 'GET /api/cart/order/current': answerOrder(cartOrder()) }, { view: 'mini' });
    expect(await screen.findByRole('link', { name: 'View cart' })).toBeVisible();
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(localStorage.getItem('paymentError')).not.toBeNull();
    localStorage.clear();
  });
});
