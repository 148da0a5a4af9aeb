import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import addToCartButton from '../../../../blocks/commerce/add-to-cart-button/index.ts';
import { CartApp } from '../../../../blocks/commerce/cart/cart-app.tsx';
import { readCart } from '#host/cart-api.ts';
import { CART_CHANGE_EVENT, type CartSummary } from '#host/cart-summary.ts';
import { defaultPageConfig } from '#host/config.ts';
import type { FakeAnswer } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { answerOrder } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

const AddToCartButton = addToCartButton.component;

// What renderIslands gives the islands: a guest on a store that takes guests' orders.
const islandsConfig = { ...defaultPageConfig, guestOrderingEnabled: true };
const guestCart = (totalCalculated: boolean) => cartOrder({ userId: null, totals: { totalCalculated } });

const heard: CartSummary[] = [];
const hear = (event: Event) => heard.push((event as CustomEvent<CartSummary>).detail);
document.addEventListener(CART_CHANGE_EVENT, hear);
afterEach(() => {
  heard.length = 0;
});

describe('the cart blocks and window.CmsBlocks.cart', () => {
  it("shares the mini cart's load with a host's get(): one GET of the cart", async () => {
    let answer!: (value: FakeAnswer) => void;
    const { calls } = renderIslands(<CartApp cardForm="newer" view="mini" />, {
      'GET /api/cart/order/current': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(calls('GET', '/api/cart/order/current')).toHaveLength(1));
    const summary = readCart(document, islandsConfig);
    answer({ data: guestCart(true) });
    expect(await summary).toEqual({ itemCount: 3, formattedTotal: '$100.04' });
    expect(calls('GET', '/api/cart/order/current')).toHaveLength(1);
    // The blocks tell the host of the cart they loaded, as well.
    await waitFor(() => expect(heard).toEqual([{ itemCount: 3, formattedTotal: '$100.04' }]));
  });

  it('tells the host of an add once, with the total the cart settles on', async () => {
    const empty = { ...guestCart(true), id: null, items: [] };
    const { calls } = renderIslands(
      <>
        <CartApp cardForm="newer" view="mini" />
        <AddToCartButton skuNumber="SKU-100" qty={1} />
      </>,
      {
        'GET /api/cart/order/current': answerOrder(empty),
        // The add answers the subtotal; the mini cart then asks the store for the totals.
        'POST /api/cart/order/current/items': answerOrder(guestCart(false)),
        'POST /api/cart/order/current/refresh': answerOrder(guestCart(true)),
      },
    );
    await waitFor(() => expect(heard).toEqual([{ itemCount: 0, formattedTotal: '$100.04' }]));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(calls('POST', '/api/cart/order/current/refresh')).toHaveLength(1);
    expect(heard[1]).toEqual({ itemCount: 3, formattedTotal: '$100.04' });
  });
});
