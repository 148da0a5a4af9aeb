import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import block from '../../blocks/commerce/product-detail-page-top/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import {
  answer,
  CART_ADD,
  CART_GET,
  certifiedPath,
  donation,
  fakeCart,
  lavender,
  omega,
  peppermint,
  productPath,
} from '../../tests/unit/blocks/commerce/products/fixtures.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const shop =
  (products: Record<string, unknown>, more: Record<string, FakeHandler> = {}) =>
  () => {
    const cart = fakeCart();
    return {
      ...Object.fromEntries(Object.entries(products).map(([id, product]) => [`GET ${productPath(id)}`, answer(product)])),
      [CART_GET]: cart.get,
      [CART_ADD]: cart.add,
      ...more,
    };
  };
const defaults = { P100: 'LAV05', P108: 'KFCSH' };
const dana = { user: { id: 'u-7', username: 'dana', status: 'D' } };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-detail-top');

const meta = {
  title: 'Commerce/product-detail-page-top',
  component: block.component,
  args: { productId: 'P100' },
  decorators: [withServer(shop({ P100: lavender() }), defaults)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [withServer(() => ({ [`GET ${productPath('P100')}`]: never }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** One SKU with one image: no thumbnails, no option buttons. */
export const SingleSku: Story = {
  args: { productId: 'P103' },
  decorators: [withServer(shop({ P103: omega() }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Omega-3 Fish Oil' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Options' })).toBeNull();
    await expect(canvas.getByText('Subscribe & Save')).toBeVisible();
  },
};

/** Option buttons switch price and images; thumbnails pick the main image. */
export const SeveralSkus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lavender 5 mL label' }));
    await expect(canvas.getByRole('button', { name: 'Lavender 5 mL label' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '15 mL' }));
    await expect(canvas.getByText('$29.00')).toBeVisible();
    await expect(canvasElement.querySelector('.cmsb-detail-top__image')).toHaveAttribute('alt', 'Lavender 15 mL bottle');
  },
};

export const Donation: Story = {
  args: { productId: 'P108' },
  decorators: [withServer(shop({ P108: donation() }), defaults)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Amount/ })).toBeVisible();
  },
};

export const Backordered: Story = {
  args: { productId: 'P101' },
  decorators: [withServer(shop({ P101: peppermint() }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This item is backordered.')).toBeVisible();
  },
};

export const Adding: Story = {
  decorators: [withServer(shop({ P100: lavender() }, { [CART_ADD]: never }), defaults)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  name: 'Error: unknown product',
  args: { productId: 'P999' },
  decorators: [withServer(() => ({ [`GET ${productPath('P999')}`]: () => ({ status: 404 }) }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This product is not available.');
  },
};

/** A certified shopper sees the badge. */
export const Certified: Story = {
  parameters: { pageConfig: dana },
  decorators: [withServer(shop({ P100: lavender() }, { [`GET ${certifiedPath('u-7')}`]: answer(true) }), defaults)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Certified')).toBeVisible();
  },
};

/** A distributor (status D) not certified yet sees the notice with the Get Certified link. */
export const NotCertified: Story = {
  parameters: { pageConfig: dana },
  decorators: [withServer(shop({ P100: lavender() }, { [`GET ${certifiedPath('u-7')}`]: answer(false) }), defaults)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are not certified yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Certified' })).toHaveAttribute(
      'href',
      '/distributor-certification-training',
    );
  },
};

export const EditModeNoData: Story = {
  args: { productId: undefined },
  parameters: { pageConfig: { editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This product block has no data yet. Save the page once to load it.'),
    ).toBeVisible();
  },
};
