import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOrder, renderCart } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

describe('empty cart', () => {
  it("says so and offers 'Continue shopping' as the primary action", async () => {
    renderCart('/my-cartv2', { 'GET /api/cart/order/current': answerOrder(cartOrder({ items: [] })) });
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    const action = screen.getByRole('link', { name: 'Continue shopping' });
    expect(action).toHaveAttribute('href', '/');
    expect(action).toHaveClass('cmsb-button--primary');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});
