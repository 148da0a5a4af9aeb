import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/all-products/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import {
  ADD_ITEMS,
  answer,
  cartWith,
  donation,
  oils,
  omega,
  productList,
  PRODUCTS,
  searchParams,
} from '../../tests/fixtures/commerce/listing.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const everything = [...oils, omega, donation];

/** A small catalogue server: category filter, sort by name or price, pages. Category Slow never answers, Broken fails. */
const catalogue: FakeHandler = (request) => {
  const q = searchParams(request.search);
  if (q.category === 'Slow') return never(request);
  if (q.category === 'Broken') return { status: 500 };
  const price = (p: (typeof everything)[number]) => (p.skus.find((s) => s.isDefault) ?? p.skus[0]!).retailPrice;
  const matching = everything.filter((p) => !q.category || p.category.toLowerCase() === q.category.toLowerCase());
  const sorted = [...matching].sort((a, b) =>
    q.sort === 'price-asc' ? price(a) - price(b) : q.sort === 'price-desc' ? price(b) - price(a) : a.name.localeCompare(b.name),
  );
  const page = Number(q.page ?? 1);
  const size = Number(q.pageSize ?? 12);
  return {
    data: productList(sorted.slice((page - 1) * size, page * size), {
      total: sorted.length,
      page,
      pageSize: size,
      categories: ['Donations', 'Essential Oils', 'Supplements'],
    }),
  };
};

const meta = {
  title: 'Commerce/all-products',
  component: block.component,
  args: { pageSize: 12 },
  // A store that takes guests' orders, as the demo's: the stories' visitor is a guest.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [withServer({ [PRODUCTS]: catalogue, [ADD_ITEMS]: answer(cartWith('LAV05')) })],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three per page: Previous and Next with 'Page N of M'; focus stays on the pressed button. */
export const Paging: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByText('Page 1 of 3')).toBeVisible();
    const next = within(pager).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(await within(pager).findByText('Page 2 of 3')).toBeVisible();
    await expect(next).toHaveFocus();
  },
};

/** The category select narrows the list and starts again at page 1. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Supplements');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: omega.name })).toBeVisible();
  },
};

/** Price high to low puts the most expensive default price first. */
export const SortedByPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    await waitFor(() => expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(omega.name));
  },
};

/** Starts on the category of its props. */
export const StartingCategory: Story = {
  args: { category: 'Essential Oils' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(oils.length);
  },
};

export const Empty: Story = {
  args: { category: 'Gardening' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { category: 'Slow' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products…')).toBeInTheDocument();
  },
};

/** The list could not be loaded: the error banner, and a retry after it. */
export const LoadError: Story = {
  args: { category: 'Broken' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The products could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The following error occurred:');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
