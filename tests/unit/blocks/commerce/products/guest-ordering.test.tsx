import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import addToCart from '../../../../../blocks/commerce/add-to-cart/index.ts';
import addToCartButton from '../../../../../blocks/commerce/add-to-cart-button/index.ts';
import { ProductCard } from '../../../../../blocks/commerce/shared/product-card/product-card.tsx';
import type { PageConfig } from '#host/config.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';
import * as listing from '../../../../fixtures/commerce/listing.ts';
import { answer, CART_ADD, CART_GET, fakeCart, omega, productPath } from '../../../../fixtures/commerce/products.ts';

const AddToCart = addToCart.component;
const AddToCartButton = addToCartButton.component;

const noGuests: Partial<PageConfig> = { guestOrderingEnabled: false, user: null };
const memberNoGuests: Partial<PageConfig> = { guestOrderingEnabled: false, user: { id: 'u-100', username: 'casey' } };

function renderAll(config: Partial<PageConfig>) {
  const cart = fakeCart();
  return renderIslands(
    <>
      <AddToCart productId="P103" showBvPv={false} />
      <AddToCartButton skuNumber="OMG60" qty={1} />
      <ProductCard product={listing.lavender} />
    </>,
    { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    config,
  );
}

describe('where guests may not order (guestOrderingEnabled false)', () => {
  it('offers a guest a login that comes back here in place of every Add to Cart, and asks nothing of the cart', async () => {
    window.history.replaceState(null, '', '/p/omega-3-fish-oil?ref=mail');
    const { requests } = renderAll(noGuests);
    await screen.findByText('$24.50');
    const links = screen.getAllByRole('link', { name: /^Log in to buy/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/login?redirect=/p/omega-3-fish-oil%3Fref%3Dmail');
    expect(screen.getByRole('link', { name: 'Log in to buy Lavender Essential Oil' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(requests.filter((r) => r.path.startsWith('/api/cart'))).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('lets a member add as always', async () => {
    renderAll(memberNoGuests);
    await screen.findByText('$24.50');
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(3);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Log in to buy/ })).toBeNull();
  });
});
