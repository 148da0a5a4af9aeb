import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/add-to-cart-button/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { CART_ADD, CART_GET, fakeCart } from '../../tests/fixtures/commerce/products.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const cartRoutes = () => {
  const cart = fakeCart();
  return { [CART_GET]: cart.get, [CART_ADD]: cart.add };
};

const meta = {
  title: 'Commerce/add-to-cart-button',
  component: block.component,
  args: { skuNumber: 'TEA12', qty: 1 },
  // A store that takes guests' orders, as the demo's: the stories' visitor is a guest.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [withServer(cartRoutes)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Add the sampler' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add the sampler' })).toBeVisible();
  },
};

export const Adding: Story = {
  decorators: [withServer(() => ({ ...cartRoutes(), [CART_ADD]: never }))],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByText('Added to cart.')).toBeVisible());
  },
};

/** The server refused: its message shows in the error banner after the button, which takes the focus; no toast. */
export const Failed: Story = {
  name: 'Error',
  args: { skuNumber: 'NOPE' },
  decorators: [
    withServer(() => ({
      ...cartRoutes(),
      [CART_ADD]: () => ({
        status: 422,
        messages: [
          { type: 'validatorMessage', source: 'items.0.skuNumber', code: 'skuNotFound', value: 'No item has the SKU "NOPE".' },
        ],
      }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByText('No item has the SKU "NOPE".')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(document.querySelector('.cmsb-toast')).toBeNull();
  },
};
