import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/product-detail-page-top/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import {
  answer,
  CART_ADD,
  CART_GET,
  CART_PATCH,
  certifiedPath,
  donation,
  fakeCart,
  lavender,
  omega,
  peppermint,
  productPath,
} from '../../tests/fixtures/commerce/products.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const shop =
  (products: Record<string, unknown>, more: Record<string, FakeHandler> = {}) =>
  () => {
    const cart = fakeCart();
    return {
      ...Object.fromEntries(Object.entries(products).map(([id, product]) => [`GET ${productPath(id)}`, answer(product)])),
      [CART_GET]: cart.get,
      [CART_ADD]: cart.add,
      [CART_PATCH]: cart.patch,
      ...more,
    };
  };
const defaults = { P100: 'LAV05', P108: 'KFCSH' };
const dana = { user: { id: 'u-7', username: 'dana', status: 'D' } };
/** The price under the name; the purchase option repeats it. */
const PRICE = { selector: '.cmsb-purchase__price-value' };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-detail-top');

const meta = {
  title: 'Commerce/product-detail-page-top',
  component: block.component,
  args: { productId: 'P100' },
  // A store that takes guests' orders, as the demo's: the stories' visitor is a guest.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
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
    await expect(await canvas.findByText('$12.50', PRICE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lavender 5 mL label' }));
    await expect(canvas.getByRole('button', { name: 'Lavender 5 mL label' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '15 mL' }));
    await expect(canvas.getByText('$29.00', PRICE)).toBeVisible();
    await expect(canvasElement.querySelector('.cmsb-detail-top__image')).toHaveAttribute('alt', 'Lavender 15 mL bottle');
  },
};

/** A member chooses Subscribe & Save: the add turns the order's monthly auto-ship on. */
export const SubscribeAndSave: Story = {
  parameters: { pageConfig: dana },
  decorators: [withServer(shop({ P100: lavender() }, { [`GET ${certifiedPath('u-7')}`]: answer(true) }), defaults)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Purchase option' });
    await expect(within(group).getByRole('radio', { name: 'One-time purchase' })).toBeChecked();
    await expect(within(group).getByText('$11.25')).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: 'Subscribe & Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    // note: the toast fades in, so its presence is what tells the add (and the auto-ship patch) went through.
    await expect(await canvas.findByText('Added to cart.')).toBeInTheDocument();
  },
};

/** A guest sees Subscribe & Save disabled: only members may auto-ship. */
export const SubscribeGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Subscribe & Save' })).toBeDisabled();
    await expect(canvas.getByText('Sign in to subscribe.')).toBeVisible();
  },
};

/** A product the server offers no subscription for: no purchase option. */
export const NoSubscription: Story = {
  args: { productId: 'P103' },
  decorators: [withServer(shop({ P103: { ...omega(), subscription: null } }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Omega-3 Fish Oil' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Purchase option' })).toBeNull();
  },
};

export const Donation: Story = {
  args: { productId: 'P108' },
  decorators: [withServer(shop({ P108: donation() }), defaults)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Amount/ })).toBeVisible();
    await expect(within(canvasElement).queryByRole('group', { name: 'Purchase option' })).toBeNull();
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
    await expect(await canvas.findByText('$12.50', PRICE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
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
