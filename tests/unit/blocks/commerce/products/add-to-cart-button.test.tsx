import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block, { AddToCartButtonPropsSchema } from '../../../../../blocks/commerce/add-to-cart-button/index.ts';
import { never } from '../../../../support/fake-fetch.ts';
import { CART_ADD, CART_GET, fakeCart, line } from '../../../../fixtures/commerce/products.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const AddToCartButton = block.component;

describe('add-to-cart-button', () => {
  it('needs a SKU; qty defaults to 1; the label is optional', () => {
    expect(v.parse(AddToCartButtonPropsSchema, { skuNumber: 'TEA12' })).toEqual({ skuNumber: 'TEA12', qty: 1 });
    expect(v.safeParse(AddToCartButtonPropsSchema, { skuNumber: 'TEA12', qty: 0 }).success).toBe(false);
    expect(v.safeParse(AddToCartButtonPropsSchema, { skuNumber: 'TEA12', qty: 1.5 }).success).toBe(false);
    expect(v.safeParse(AddToCartButtonPropsSchema, { qty: 1 }).success).toBe(false);
    expect(toJsonSchema(AddToCartButtonPropsSchema, { errorMode: 'throw' })).toMatchObject({ required: ['skuNumber'] });
  });

  it("reads 'Add to Cart' unless given a label", () => {
    renderIslands(
      <>
        <AddToCartButton skuNumber="TEA12" qty={1} />
        <AddToCartButton skuNumber="TEA12" qty={1} label="Buy the sampler" />
      </>,
      {},
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy the sampler' })).toBeVisible();
  });

  it('adds its quantity of a SKU not in the cart', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { calls } = renderIslands(<AddToCartButton skuNumber="TEA12" qty={3} />, {
      [CART_GET]: cart.get,
      [CART_ADD]: cart.add,
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart.')).toBeVisible();
    expect(calls('POST', '/api/cart/order/current/items')[0]?.body).toEqual({
      items: [{ skuNumber: 'TEA12', qty: 3, updateMethod: 'add' }],
    });
  });

  it('adds 1 of a SKU already in the cart, loading the cart first when no island has', async () => {
    const user = userEvent.setup();
    const cart = fakeCart([line('TEA12', 1)]);
    const { requests } = renderIslands(<AddToCartButton skuNumber="TEA12" qty={3} />, {
      [CART_GET]: cart.get,
      [CART_ADD]: cart.add,
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Added to cart.');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([CART_GET, CART_ADD]);
    expect(requests[1]?.body).toEqual({ items: [{ skuNumber: 'TEA12', qty: 1, updateMethod: 'add' }] });
  });

  it('says why an add failed right after the button, not in a toast', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    renderIslands(<AddToCartButton skuNumber="TEA12" qty={1} />, {
      [CART_GET]: cart.get,
      [CART_ADD]: () => ({ status: 500 }),
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unknown error occurred while making request');
    expect(screen.getByRole('button', { name: 'Add to Cart' }).nextElementSibling).toBe(alert);
    expect(document.querySelector('.cmsb-toast')).toBeNull();
  });

  it('moves focus to the error banner of a failed add, and its close X puts it away', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    renderIslands(<AddToCartButton skuNumber="TEA12" qty={1} />, {
      [CART_GET]: cart.get,
      [CART_ADD]: () => ({ status: 500 }),
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent('If the issue persists, please contact customer support.');
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while adding', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    renderIslands(<AddToCartButton skuNumber="TEA12" qty={1} />, { [CART_GET]: cart.get, [CART_ADD]: never });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});
