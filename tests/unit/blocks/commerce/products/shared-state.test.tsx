import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import addToCart from '../../../../../blocks/commerce/add-to-cart/index.ts';
import addToCartButton from '../../../../../blocks/commerce/add-to-cart-button/index.ts';
import detailTop from '../../../../../blocks/commerce/product-detail-page-top/index.ts';
import { CART_QUERY_KEY, useCartOrder, type CartData } from '../../../../../blocks/commerce/shared/cart-query.ts';
import { useAddToCart } from '../../../../../blocks/commerce/shared/use-add-to-cart.ts';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import { answer, CART_ADD, CART_GET, fakeCart, lavender, line, productPath } from '../../../../fixtures/commerce/products.ts';
import type { FakeHandler } from '../../../../support/fake-fetch.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const AddToCart = addToCart.component;
const AddToCartButton = addToCartButton.component;
const DetailTop = detailTop.component;

beforeEach(() => skuSelection.set('P100', 'LAV05'));

/** Another island showing the cart, like a mini cart in the header. */
function CartProbe() {
  const cart = useCartOrder();
  if (!cart.data) return null;
  return (
    <ul aria-label="Cart probe">
      {cart.data.order.items.map((item) => (
        <li key={item.skuNumber}>
          {item.skuNumber} × {item.qty}
        </li>
      ))}
    </ul>
  );
}

/** A quick add as a product card makes one: straight to the server, with no cart load first. */
function QuickAdd({ skuNumber }: { skuNumber: string }) {
  const add = useAddToCart('Added.');
  return (
    <button type="button" onClick={() => void add.save({ skuNumber, qty: 1 })}>
      Quick add
    </button>
  );
}

describe('islands of one product share the SKU choice and the cart', () => {
  it('switches the add-to-cart block when an option is chosen in the detail top, with one product request', async () => {
    const user = userEvent.setup();
    const { container, calls } = renderIslands(
      <>
        <DetailTop productId="P100" />
        <AddToCart productId="P100" showBvPv={false} />
      </>,
      { [`GET ${productPath('P100')}`]: answer(lavender()) },
    );
    const addBlock = () => within(container.querySelector<HTMLElement>('.cmsb-add-to-cart')!);
    expect(await addBlock().findByText('$12.50')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '15 mL' }));
    expect(addBlock().getByText('$29.00')).toBeVisible();
    expect(addBlock().getByRole('combobox', { name: 'Option' })).toHaveValue('LAV15');
    expect(screen.getByRole('button', { name: '15 mL' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(addBlock().getByRole('combobox', { name: 'Option' }), 'LAV30');
    expect(screen.getByRole('button', { name: '30 mL' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Lavender 30 mL bottle' })).toBeVisible();
    expect(calls('GET', productPath('P100'))).toHaveLength(1);
  });

  it('writes the added order into the shared cart: another island shows it with no second GET', async () => {
    const user = userEvent.setup();
    const cart = fakeCart([line('LAV05', 2)]);
    const { calls } = renderIslands(
      <>
        <AddToCart productId="P100" showBvPv={false} />
        <AddToCartButton skuNumber="TEA12" qty={4} />
        <CartProbe />
      </>,
      { [`GET ${productPath('P100')}`]: answer(lavender()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    const probe = await screen.findByRole('list', { name: 'Cart probe' });
    expect(within(probe).getByText('LAV05 × 2')).toBeVisible();

    await screen.findByText('$12.50');
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    expect(await within(probe).findByText('LAV05 × 3')).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[1]!);
    expect(await within(probe).findByText('TEA12 × 4')).toBeVisible();
    expect(calls('GET', '/api/cart/order/current')).toHaveLength(1);
    expect(calls('POST', '/api/cart/order/current/items')).toHaveLength(2);
  });

  it('keeps an add in the cart when a cart load sent before the add is answered after it', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    let answerLoad: () => void = () => undefined;
    const slowLoad: FakeHandler = (request) => {
      const answer = cart.get(request);
      return new Promise((resolve) => (answerLoad = () => resolve(answer)));
    };
    const { calls, queryClient } = renderIslands(
      <>
        <CartProbe />
        <QuickAdd skuNumber="TEA12" />
      </>,
      { [CART_GET]: slowLoad, [CART_ADD]: cart.add },
    );
    await vi.waitFor(() => expect(calls('GET', '/api/cart/order/current')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Quick add' }));
    expect(await within(await screen.findByRole('list', { name: 'Cart probe' })).findByText('TEA12 × 1')).toBeVisible();

    answerLoad();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const items = queryClient.getQueryData<CartData>(CART_QUERY_KEY)?.order.items;
    expect(items?.map((item) => [item.skuNumber, item.qty])).toEqual([['TEA12', 1]]);
  });
});
