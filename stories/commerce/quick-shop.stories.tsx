import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import block from '../../blocks/commerce/quick-shop/index.ts';
import { defaultPageConfig } from '#host/config.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import {
  ADD_ITEMS,
  answer,
  cartWith,
  donation,
  lavender,
  oils,
  omega,
  productList,
  PRODUCTS,
  searchParams,
} from '../../tests/fixtures/commerce/listing.ts';
import { withServer } from '../../tests/support/story-server.tsx';

/** Answers the ids asked for, in their order, like the reference server; id SLOW never answers, BROKEN fails. */
const catalogue: FakeHandler = (request) => {
  const ids = (searchParams(request.search).ids ?? '').split(',');
  if (ids.includes('SLOW')) return never(request);
  if (ids.includes('BROKEN')) return { status: 500 };
  const all = [...oils, omega, donation];
  return { data: productList(ids.flatMap((id) => all.filter((p) => p.productId === id))) };
};

const meta = {
  title: 'Commerce/quick-shop',
  component: block.component,
  args: {
    sections: [
      { title: 'Essential oils', productIds: ['P100', 'P101', 'P102', 'P104'] },
      { title: 'Wellness and giving', productIds: ['P103', 'P108', 'P100'] },
    ],
  },
  // A store that takes guests' orders, as the demo's: the stories' visitor is a guest.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [withServer({ [PRODUCTS]: catalogue, [ADD_ITEMS]: answer(cartWith('LAV05')) })],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Products grouped under the section titles; a donation links to its page for an amount. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oilsSection = await canvas.findByRole('region', { name: 'Essential oils' });
    await expect(within(oilsSection).getAllByRole('article')).toHaveLength(4);
    const wellness = canvas.getByRole('region', { name: 'Wellness and giving' });
    await expect(within(wellness).getByRole('link', { name: /^Choose an amount/ })).toBeVisible();
  },
};

/** Quick add: one unit of the chosen option. */
export const QuickAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Essential oils' });
    const card = within(section).getByRole('article', { name: lavender.name });
    await userEvent.click(within(card).getByRole('button', { name: `Add to Cart ${lavender.name}` }));
    await expect(await within(document.body).findByText(`${lavender.name} was added to your cart.`)).toBeInTheDocument();
  },
};

/** Editors are told which product ids the catalogue does not have. */
export const MissingProductsInEditMode: Story = {
  args: { sections: [{ title: 'Oils', productIds: ['P100', 'P999'] }] },
  parameters: { pageConfig: { ...defaultPageConfig, editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Products not found: P999')).toBeVisible();
  },
};

export const EmptySection: Story = {
  args: { sections: [{ title: 'Retired', productIds: ['P999'] }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products found in this section.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { sections: [{ title: 'Slow', productIds: ['SLOW'] }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products…')).toBeInTheDocument();
  },
};

/** The list could not be loaded: the error banner, and a retry after it. */
export const LoadError: Story = {
  args: { sections: [{ title: 'Broken', productIds: ['BROKEN'] }] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The products could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The following error occurred:');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
