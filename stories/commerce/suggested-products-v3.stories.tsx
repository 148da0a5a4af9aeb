import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import block from '../../blocks/commerce/suggested-products-v3/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { ADD_ITEMS, answer, CART, cartWith, oils } from '../../tests/fixtures/commerce/listing.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const suggested = (category: string) =>
  `GET /api/suggested-products/cart-system/default/product-category-name/${encodeURIComponent(category)}`;

const meta = {
  title: 'Commerce/suggested-products-v3',
  component: block.component,
  args: { categoryName: 'Essential Oils', count: 4, cartSystemId: 'default' },
  // A guest with guest ordering on has a cart, whose items the strip leaves out.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [
    withServer({
      [suggested('Essential Oils')]: answer(oils),
      [suggested('Nothing')]: answer([]),
      [suggested('Slow')]: never,
      [suggested('Broken')]: () => ({ status: 500 }),
      [CART]: answer(cartWith('PEP05')),
      [ADD_ITEMS]: answer(cartWith('PEP05', 'LAV05')),
    }),
  ],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Shuffled suggestions without the page's product (P100) or what is in the cart (peppermint). */
export const Loaded: Story = {
  args: { productId: 'P100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(canvas.queryByRole('article', { name: 'Lavender Essential Oil' })).toBeNull();
    await expect(canvas.queryByRole('article', { name: 'Peppermint Essential Oil' })).toBeNull();
  },
};

/** Quick add puts one unit in the cart and says so. */
export const QuickAdd: Story = {
  args: { count: 1, categoryName: 'Essential Oils' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [card] = await canvas.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: /^Add to Cart/ }));
    await expect(await within(document.body).findByText(/was added to your cart\./)).toBeInTheDocument();
    await expect(card).toHaveAttribute('data-state', 'added');
  },
};

export const Empty: Story = {
  args: { categoryName: 'Nothing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No suggested products found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { categoryName: 'Slow' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading suggested products…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { categoryName: 'Broken' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Suggested products could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
