import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/owner/home-page-products/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  CHOICES_ROUTE,
  productChoices,
  demoProducts,
  OTHER_USER,
  OWNER,
  PRODUCTS_PUT,
  productsSaved,
  revisionConflict,
  savedElsewhere,
  SECTIONS_ROUTE,
  sections,
} from '../../tests/fixtures/owner/products-and-popups.ts';
import {
  EARLIER_CHANGE_AT,
  historyRoute,
  sectionHistory,
  undone,
  undoRoute,
} from '../../tests/fixtures/owner/section-history.ts';

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    [SECTIONS_ROUTE]: () => ({ data: sections() }),
    [CHOICES_ROUTE]: () => ({ data: productChoices }),
    [PRODUCTS_PUT]: productsSaved,
    [historyRoute('homePageProducts')]: () => ({ data: sectionHistory(1) }),
    ...routes,
  }));

const owner = { pageConfig: { siteId: 'demo', editMode: true, user: OWNER } };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-hpp');

const meta = {
  title: 'Owner/home-page-products',
  component: block.component,
  args: {},
  parameters: { pageConfig: { siteId: 'demo' } },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What visitors see: the owner's three picks in a row of 3, without any editing control. */
export const VisitorView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const SixProducts: Story = {
  decorators: [server({ [SECTIONS_ROUTE]: () => ({ data: sections({ productCount: 6, products: demoProducts.slice(0, 6) }) }) })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(6));
  },
};

export const Loading: Story = {
  decorators: [server({ [SECTIONS_ROUTE]: never })],
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** The owner in edit mode, ready: the grid and its editing panel. */
export const OwnerReady: Story = {
  parameters: owner,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: '3 products' })).toBeChecked();
  },
};

export const EmptyPlaceholder: Story = {
  parameters: owner,
  decorators: [server({ [SECTIONS_ROUTE]: () => ({ data: sections({ products: [] }) }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pick the products for your home page')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

export const Saving: Story = {
  parameters: owner,
  decorators: [server({ [PRODUCTS_PUT]: never })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '6 products' }));
    await expect(await canvas.findByText('Saving…')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '6 products' })).toBeChecked();
  },
};

export const Saved: Story = {
  parameters: owner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '6 products' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
  },
};

export const ErrorWithRollback: Story = {
  parameters: owner,
  decorators: [server({ [PRODUCTS_PUT]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '6 products' }));
    // The alert may be found before its text is in (this failed once under load): wait for the text.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
    await expect(canvas.getByRole('radio', { name: '3 products' })).toBeChecked();
  },
};

/**
 * Someone else saved 6 products since this page loaded: the owner's removal is refused but stays
 * on screen with the message, and Reload shows what the server holds now.
 */
export const ChangedElsewhere: Story = {
  parameters: owner,
  decorators: [
    withServer(() => ({
      [SECTIONS_ROUTE]: savedElsewhere(
        sections(),
        sections({ productCount: 6, products: demoProducts.slice(0, 5), revision: 5 }),
      ),
      [CHOICES_ROUTE]: () => ({ data: productChoices }),
      [PRODUCTS_PUT]: revisionConflict,
    })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Daily Multivitamin' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest'));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    await expect(canvas.getByRole('radio', { name: '6 products' })).toBeChecked();
  },
};

/** Someone who may not edit the site, in edit mode, gets the visitor view. */
export const NotTheOwner: Story = {
  decorators: [server({ [SECTIONS_ROUTE]: () => ({ data: sections({ canEdit: false }) }) })],
  parameters: { pageConfig: { siteId: 'demo', editMode: true, user: OTHER_USER } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(3));
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/** Undo pressed: the six products chosen before the last change are back, in their order. */
export const Undone: Story = {
  parameters: owner,
  decorators: [
    server({
      [undoRoute('homePageProducts')]: undone(
        (revision) => ({
          productCount: 6,
          productIds: demoProducts.slice(0, 6).map((product) => product.productId),
          products: demoProducts.slice(0, 6),
          revision,
        }),
        EARLIER_CHANGE_AT,
        0,
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo last change' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Undone: back to the version of .+\.$/);
    // Nothing is left to undo: Undo is unavailable and keeps the focus.
    await expect(canvas.getByRole('button', { name: 'Undo last change' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Undo last change' })).toHaveFocus();
  },
};
