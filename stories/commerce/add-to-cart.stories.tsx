import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/add-to-cart/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import {
  answer,
  CART_ADD,
  CART_GET,
  donation,
  fakeCart,
  lavender,
  omega,
  peppermint,
  productPath,
} from '../../tests/fixtures/commerce/products.ts';
import { withServer } from '../../tests/support/story-server.tsx';

/** Product routes plus a fresh, empty fake cart. */
const shop = (products: Record<string, unknown>) => () => {
  const cart = fakeCart();
  return {
    ...Object.fromEntries(Object.entries(products).map(([id, product]) => [`GET ${productPath(id)}`, answer(product)])),
    [CART_GET]: cart.get,
    [CART_ADD]: cart.add,
  };
};
const defaults = { P100: 'LAV05', P108: 'KFCSH' };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-add-to-cart');

const meta = {
  title: 'Commerce/add-to-cart',
  component: block.component,
  args: { productId: 'P100', showBvPv: false },
  // A store that takes guests' orders, as the demo's: the stories' visitor is a guest.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [withServer(shop({ P100: lavender() }), defaults)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A skeleton the size of the ready block, with a spoken status. */
export const Loading: Story = {
  decorators: [withServer(() => ({ [`GET ${productPath('P100')}`]: never }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** One SKU: price, quantity and Add to Cart, no option select. */
export const SingleSku: Story = {
  args: { productId: 'P103' },
  decorators: [withServer(shop({ P103: omega() }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('$24.50')).toBeVisible());
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Several SKUs with BV and PV: the option select switches the price. */
export const SeveralSkus: Story = {
  args: { showBvPv: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('$12.50')).toBeVisible());
    await expect(canvas.getByText('BV: 10.00')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Option' }), '15 mL');
    await expect(canvas.getByText('$29.00')).toBeVisible();
  },
};

/** Typed quantities must be whole numbers; the add is blocked until they are. */
export const QuantityWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    await expect(canvas.getByText('Please enter a whole number.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(quantity).toHaveFocus();
  },
};

/** Donation SKUs (KFCSH, KFCAN) take a custom amount instead of a price and quantity. */
export const Donation: Story = {
  args: { productId: 'P108' },
  decorators: [withServer(shop({ P108: donation() }), defaults)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Amount/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByText('Required')).toBeVisible();
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByText('Added to cart.')).toBeVisible());
  },
};

/** A back-ordered SKU says so and can still be added. */
export const Backordered: Story = {
  args: { productId: 'P101' },
  decorators: [withServer(shop({ P101: peppermint() }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This item is backordered.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** The server has not answered the add yet: the button is busy. */
export const Adding: Story = {
  decorators: [withServer(() => ({ ...shop({ P100: lavender() })(), [CART_ADD]: never }), defaults)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('$12.50')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('$12.50')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByText('Added to cart.')).toBeVisible());
  },
};

/** The server refused the add: the reason shows inline below the button, announced; no toast. */
export const AddFailed: Story = {
  name: 'Error: add refused',
  decorators: [
    withServer(
      () => ({
        ...shop({ P100: lavender() })(),
        [CART_ADD]: () => ({
          status: 422,
          messages: [
            {
              type: 'validatorMessage',
              source: 'items.0.qty',
              code: 'qtyTooLarge',
              value: 'The quantity cannot be more than 200.',
            },
          ],
        }),
      }),
      defaults,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('$12.50')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The quantity cannot be more than 200.');
    await expect(alert.closest('form')).toHaveAttribute('data-state', 'error');
    await expect(document.querySelector('.cmsb-toast')).toBeNull();
  },
};

/** The product id is unknown to the store (deleted): editors see why, visitors nothing (the slot takes no space). */
export const NotFound: Story = {
  name: 'Error: unknown product',
  args: { productId: 'P999' },
  parameters: { pageConfig: { editMode: true } },
  decorators: [withServer(() => ({ [`GET ${productPath('P999')}`]: () => ({ status: 404 }) }))],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This product is not available.'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'not-found');
  },
};

/** The product could not be loaded: the server's message in the error banner, with nothing to close. */
export const LoadFailed: Story = {
  name: 'Error: product failed to load',
  decorators: [
    withServer(() => ({
      [`GET ${productPath('P100')}`]: () => ({
        status: 503,
        messages: [{ type: 'error', source: 'products', code: 'unavailable', value: 'The catalogue is being updated.' }],
      }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(banner).toHaveTextContent('The catalogue is being updated.');
    await expect(within(banner).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** Not saved yet: editors are asked to save the page once. */
export const EditModeNoData: Story = {
  args: { productId: undefined },
  parameters: { pageConfig: { editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This product block has no data yet. Save the page once to load it.'),
    ).toBeVisible();
  },
};

/** Not saved yet: visitors see nothing. */
export const VisitorNoData: Story = {
  args: { productId: undefined },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toBeNull();
  },
};

/** A guest where guests may not order (`guestOrderingEnabled` false): a link to log in instead of quantity and Add to Cart. */
export const GuestsMayNotOrder: Story = {
  parameters: { pageConfig: { guestOrderingEnabled: false, user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logIn = await canvas.findByRole('link', { name: 'Log in to buy' });
    await expect(logIn.getAttribute('href')).toMatch(/^\/login\?redirect=/);
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await expect(canvas.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  },
};
