import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import block, { AddToCartPropsSchema } from '../../../../../blocks/commerce/add-to-cart/index.ts';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import { never, type FakeRequest } from '../../../../support/fake-fetch.ts';
import {
  answer,
  CART_ADD,
  CART_GET,
  donation,
  fakeCart,
  lavender,
  line,
  omega,
  peppermint,
  productPath,
} from '../../../../fixtures/commerce/products.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const AddToCart = block.component;

// note: the SKU choice is page-wide module state; put every product back on its default SKU.
beforeEach(() => {
  skuSelection.set('P100', 'LAV05');
  skuSelection.set('P108', 'KFCSH');
});

function renderAddToCart(props: { productId?: string; showBvPv?: boolean }, routes = {}, config = {}) {
  return renderIslands(<AddToCart showBvPv={false} {...props} />, routes, config);
}

const quantityField = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });
const postedItems = (requests: ReturnType<typeof renderAddToCart>['requests']) =>
  requests.filter((r) => r.method === 'POST').map((r) => (r.body as { items: unknown[] }).items[0]);

describe('add-to-cart props', () => {
  it('defaults showBvPv to false, refuses unknown props and converts to JSON Schema', () => {
    expect(v.parse(AddToCartPropsSchema, { productId: 'P100' })).toEqual({ productId: 'P100', showBvPv: false });
    expect(v.safeParse(AddToCartPropsSchema, { productId: 'P100', price: 1 }).success).toBe(false);
    expect(v.safeParse(AddToCartPropsSchema, { productId: '<b>' }).success).toBe(false);
    expect(toJsonSchema(AddToCartPropsSchema, { errorMode: 'throw' })).toMatchObject({ type: 'object' });
  });
});

describe('add-to-cart states', () => {
  it('shows a skeleton with a spoken status while the product loads', () => {
    const { container } = renderAddToCart({ productId: 'P100' }, { [`GET ${productPath('P100')}`]: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    expect(container.querySelector('.cmsb-add-to-cart')).toHaveAttribute('data-state', 'loading');
    expect(container.querySelectorAll('.cmsb-skeleton').length).toBeGreaterThan(0);
  });

  it('tells editors an unknown product is not available', async () => {
    const { container } = renderAddToCart(
      { productId: 'P999' },
      { [`GET ${productPath('P999')}`]: () => ({ status: 404 }) },
      { editMode: true },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is not available.');
    expect(container.querySelector('.cmsb-add-to-cart')).toHaveAttribute('data-state', 'not-found');
  });

  it('shows visitors nothing for an unknown product (a deleted one), once it is known to be gone', async () => {
    const { container, answersShown } = renderAddToCart(
      { productId: 'P999' },
      { [`GET ${productPath('P999')}`]: () => ({ status: 404 }) },
    );
    expect(container.querySelector('.cmsb-add-to-cart')).toHaveAttribute('data-state', 'loading');
    await answersShown();
    expect(container.querySelector('.cmsb-add-to-cart')).toBeNull();
    expect(screen.queryByText('This product is not available.')).toBeNull();
  });

  it("shows a product that failed to load in the error banner: the server's message, focused, nothing to close", async () => {
    const down = { type: 'error', source: 'products', code: 'unavailable', value: 'The catalogue is being updated.' };
    const { container } = renderAddToCart(
      { productId: 'P100' },
      { [`GET ${productPath('P100')}`]: () => ({ status: 503, messages: [down] }) },
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The following error occurred:');
    expect(banner).toHaveTextContent('The catalogue is being updated.');
    expect(banner).toHaveFocus();
    expect(within(banner).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(container.querySelector('.cmsb-add-to-cart')).toHaveAttribute('data-state', 'error');
  });

  it('asks the editor to save the page once when the block has no product yet, without a call', () => {
    const { requests, container } = renderAddToCart({}, {}, { editMode: true });
    expect(screen.getByText('This product block has no data yet. Save the page once to load it.')).toBeVisible();
    expect(container.querySelector('.cmsb-add-to-cart')).toHaveAttribute('data-state', 'no-data');
    expect(requests).toHaveLength(0);
  });

  it('shows visitors nothing for a block with no product yet', () => {
    const { container, requests } = renderAddToCart({ productId: '' });
    expect(container.querySelector('.cmsb-add-to-cart')).toBeNull();
    expect(container).toHaveTextContent('');
    expect(requests).toHaveLength(0);
  });

  it('shows a single-SKU product with its price and no option select', async () => {
    renderAddToCart({ productId: 'P103' }, { [`GET ${productPath('P103')}`]: answer(omega()) });
    expect(await screen.findByText('$24.50')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/^BV:/)).toBeNull();
  });

  it('shows BV and PV when asked, and switches price with the option select', async () => {
    const user = userEvent.setup();
    renderAddToCart({ productId: 'P100', showBvPv: true }, { [`GET ${productPath('P100')}`]: answer(lavender()) });
    expect(await screen.findByText('$12.50')).toBeVisible();
    expect(screen.getByText('BV: 10.00')).toBeVisible();
    expect(screen.getByText('PV: 10.00')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Option' }), '15 mL');
    expect(screen.getByText('$29.00')).toBeVisible();
    expect(screen.getByText('BV: 23.00')).toBeVisible();
  });
});

describe('add-to-cart quantity', () => {
  it('warns about a quantity that is not a whole number and blocks the add, focusing the field', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests } = renderAddToCart(
      { productId: 'P103' },
      { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    await screen.findByText('$24.50');
    expect(screen.queryByText('Please enter a whole number.')).toBeNull();
    await user.clear(quantityField());
    await user.type(quantityField(), '2.5');
    expect(screen.getByText('Please enter a whole number.')).toBeVisible();
    expect(quantityField()).toHaveAttribute('aria-invalid', 'true');
    expect(quantityField()).toHaveAttribute('inputmode', 'numeric');

    await user.click(addButton());
    expect(quantityField()).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('puts 1 back into an emptied quantity when the field loses focus', async () => {
    const user = userEvent.setup();
    renderAddToCart({ productId: 'P103' }, { [`GET ${productPath('P103')}`]: answer(omega()) });
    await screen.findByText('$24.50');
    await user.clear(quantityField());
    expect(quantityField()).toHaveValue('');
    await user.tab();
    expect(quantityField()).toHaveValue('1');
    expect(quantityField()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a quantity of 0', async () => {
    const user = userEvent.setup();
    renderAddToCart({ productId: 'P103' }, { [`GET ${productPath('P103')}`]: answer(omega()) });
    await screen.findByText('$24.50');
    await user.clear(quantityField());
    await user.type(quantityField(), '0');
    expect(screen.getByText('Please enter a quantity from 1 to 200.')).toBeVisible();
  });
});

describe('add-to-cart quantity stepper', () => {
  it('steps with − and + from 1 up to the line maximum of 200, then adds the stepped quantity', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests } = renderAddToCart(
      { productId: 'P103' },
      { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    await screen.findByText('$24.50');
    const decrease = screen.getByRole('button', { name: 'Decrease Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase Quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.clear(quantityField());
    await user.type(quantityField(), '200');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.type(quantityField(), '{Backspace}1');
    expect(screen.getByText('Please enter a quantity from 1 to 200.')).toBeVisible();
    await user.click(addButton());
    expect(quantityField()).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(quantityField());
    await user.tab();
    await user.click(increase);
    await user.click(increase);
    expect(quantityField()).toHaveValue('3');
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(postedItems(requests)).toEqual([{ skuNumber: 'OMG60', qty: 3, updateMethod: 'add' }]);
  });
});

describe('add-to-cart adding', () => {
  it('adds the chosen quantity of an item not in the cart, then says so', async () => {
    const user = userEvent.setup();
    const cart = fakeCart([line('OTHER', 1)]);
    const { requests } = renderAddToCart(
      { productId: 'P100' },
      { [`GET ${productPath('P100')}`]: answer(lavender()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    await screen.findByText('$12.50');
    await user.clear(quantityField());
    await user.type(quantityField(), '3');
    await user.click(addButton());
    expect(await screen.findByText('Added to cart.')).toBeVisible();
    expect(postedItems(requests)).toEqual([{ skuNumber: 'LAV05', qty: 3, updateMethod: 'add' }]);
  });

  it('adds 1 of an item the cart already holds, whatever quantity was typed', async () => {
    const user = userEvent.setup();
    const cart = fakeCart([line('LAV05', 2)]);
    const { requests } = renderAddToCart(
      { productId: 'P100' },
      { [`GET ${productPath('P100')}`]: answer(lavender()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    await screen.findByText('$12.50');
    await user.clear(quantityField());
    await user.type(quantityField(), '5');
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(postedItems(requests)).toEqual([{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }]);
    expect(cart.order().items.find((i) => i.skuNumber === 'LAV05')?.qty).toBe(3);
  });

  it('sends the amount of a donation SKU as customAmount, and requires it first', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests } = renderAddToCart(
      { productId: 'P108' },
      { [`GET ${productPath('P108')}`]: answer(donation()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    const amount = await screen.findByRole('textbox', { name: /Amount \(USD\)/ });
    expect(screen.queryByText('$1.00')).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByText('Required')).toBeNull();

    await user.click(addButton());
    expect(screen.getByText('Required')).toBeVisible();
    expect(amount).toHaveFocus();

    await user.type(amount, '0.5');
    expect(screen.getByText('Please enter an amount from $1.00 to $100,000.00.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(postedItems(requests)).toEqual([{ skuNumber: 'KFCSH', qty: 1, updateMethod: 'add', customAmount: 25 }]);
  });

  it('notes a back-ordered SKU and still adds it', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests } = renderAddToCart(
      { productId: 'P101' },
      { [`GET ${productPath('P101')}`]: answer(peppermint()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    expect(await screen.findByText('This item is backordered.')).toBeVisible();
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(postedItems(requests)).toEqual([{ skuNumber: 'PEP15', qty: 1, updateMethod: 'add' }]);
  });

  it('is busy while adding and takes no second click', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { calls } = renderAddToCart(
      { productId: 'P103' },
      { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: cart.get, [CART_ADD]: never },
    );
    await screen.findByText('$24.50');
    await user.click(addButton());
    await waitFor(() => expect(addButton()).toHaveAttribute('aria-busy', 'true'));
    expect(addButton()).toBeDisabled();
    await act(async () => addButton().click());
    expect(calls('POST', '/api/cart/order/current/items')).toHaveLength(1);
  });

  it("shows the server's message inline below the button when the add fails, not as a toast, until the next try", async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    let attempts = 0;
    renderAddToCart(
      { productId: 'P103' },
      {
        [`GET ${productPath('P103')}`]: answer(omega()),
        [CART_GET]: cart.get,
        [CART_ADD]: (request: FakeRequest) =>
          (attempts += 1) === 1
            ? {
                status: 422,
                messages: [
                  {
                    type: 'validatorMessage',
                    source: 'items.0.qty',
                    code: 'qtyTooLarge',
                    value: 'The quantity cannot be more than 200.',
                  },
                ],
              }
            : cart.add(request),
      },
    );
    await screen.findByText('$24.50');
    await user.click(addButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The quantity cannot be more than 200.');
    expect(alert.closest('form')).toBe(addButton().closest('form'));
    expect(alert.closest('form')).toHaveAttribute('data-state', 'error');
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    expect(addButton()).not.toBeDisabled();

    await user.click(addButton());
    expect(await screen.findByText('Added to cart.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds one unit straight away: the in-cart rule cannot change it, so the cart is not loaded first', async () => {
    const user = userEvent.setup();
    const cart = fakeCart([line('OMG60', 1)]);
    const { requests, calls } = renderAddToCart(
      { productId: 'P103' },
      { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: cart.get, [CART_ADD]: cart.add },
    );
    await screen.findByText('$24.50');
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(calls('GET', '/api/cart/order/current')).toHaveLength(0);
    expect(postedItems(requests)).toEqual([{ skuNumber: 'OMG60', qty: 1, updateMethod: 'add' }]);
    expect(cart.order().items.find((i) => i.skuNumber === 'OMG60')?.qty).toBe(2);
  });

  it('still adds when the cart cannot be loaded first', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests, calls } = renderAddToCart(
      { productId: 'P103' },
      { [`GET ${productPath('P103')}`]: answer(omega()), [CART_GET]: () => ({ status: 500 }), [CART_ADD]: cart.add },
    );
    await screen.findByText('$24.50');
    await user.clear(quantityField());
    await user.type(quantityField(), '2');
    await user.click(addButton());
    await screen.findByText('Added to cart.');
    expect(calls('GET', '/api/cart/order/current')).toHaveLength(1);
    expect(postedItems(requests)).toEqual([{ skuNumber: 'OMG60', qty: 2, updateMethod: 'add' }]);
    expect(document.querySelector('.cmsb-toast[data-type="error"]')).toBeNull();
  });
});
