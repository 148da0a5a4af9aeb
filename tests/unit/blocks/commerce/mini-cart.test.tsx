import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import addToCartButton from '../../../../blocks/commerce/add-to-cart-button/index.ts';
import { CartApp } from '../../../../blocks/commerce/cart/cart-app.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';
import { answerOrder, renderCart } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

const AddToCartButton = addToCartButton.component;

describe('mini cart', () => {
  it('leaves a stored payment error for the checkout pages: it neither shows nor clears it', async () => {
    localStorage.setItem('paymentError', JSON.stringify([{ value: 'Your card was declined.' }]));
    renderCart('/', { 'GET /api/cart/order/current': answerOrder(cartOrder()) }, { view: 'mini' });
    expect(await screen.findByRole('link', { name: 'View cart' })).toBeVisible();
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(localStorage.getItem('paymentError')).not.toBeNull();
    localStorage.clear();
  });

  it("sets no ship method on a guest's cart that no write has made, and sets it once an add has made it", async () => {
    const guestCart = cartOrder({ userId: null, shipVia: 0 });
    const { requests } = renderIslands(
      <>
        <CartApp cardForm="newer" view="mini" />
        <AddToCartButton skuNumber="TEA12" qty={1} />
      </>,
      {
        'GET /api/cart/order/current': answerOrder({ ...guestCart, id: null, items: [] }),
        'POST /api/cart/order/current/items': answerOrder(guestCart),
        'PATCH /api/cart/order/current': answerOrder(cartOrder({ userId: null })),
      },
    );
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(requests.map((r) => r.method)).toContain('PATCH'));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/cart/order/current',
      'POST /api/cart/order/current/items',
      'PATCH /api/cart/order/current',
    ]);
    expect(requests[2]?.body).toEqual({ shipVia: 1 });
  });
});
