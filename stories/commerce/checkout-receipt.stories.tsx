import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import block from '../../blocks/commerce/checkout-receipt/index.ts';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient, type ApiClient } from '#api/client.ts';
import type { Order } from '#contracts/commerce.ts';
import {
  DEFAULT_SPONSOR_RCN,
  envelope,
  jsonResponse,
  newProfile,
  receiptOrder,
  receiptPath,
  serverMessage,
} from '../../tests/fixtures/commerce/receipt-orders.ts';

/** Makes the story's api client on mount, so a remounted story gets its preload again. */
function StoryApi({ make, children }: { make: () => ApiClient; children: ReactNode }) {
  const [client] = useState(make);
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

const withClient =
  (make: () => ApiClient): Decorator =>
  (Story) => (
    <StoryApi make={make}>
      <Story />
    </StoryApi>
  );

/** Answers the receipt of `order` from a preload: no server, no network. */
const withOrder = (order: Order) =>
  withClient(() => createApiClient({ baseUrl: '/', preload: { [receiptPath(order.orderNumber ?? '')]: envelope(order) } }));

const withResponse = (status: number, body: unknown) =>
  withClient(() => createApiClient({ baseUrl: '/', fetch: async () => jsonResponse(status, body) }));

const receiptRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-receipt');

const meta = {
  title: 'Commerce/checkout-receipt',
  component: block.component,
  args: {},
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

// note: every story asks for its own order number, so no story can see another's cached order.

export const Playground: Story = {
  args: { orderNumber: 'W12345678' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W12345678' }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('W12345678')).toBeVisible();
  },
};

/** The order is on its way: a spinner with a label for screen readers. */
export const Loading: Story = {
  args: { orderNumber: 'W1001' },
  decorators: [withClient(() => ({ request: () => new Promise<never>(() => {}) }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order…');
    await expect(receiptRoot(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** Neither the URL nor the props name an order (the slot on /blocks): an info notice with the way back to the store. */
export const MissingOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('No order number was given.');
    await expect(within(notice).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(receiptRoot(canvasElement)).toHaveAttribute('data-state', 'missing');
  },
};

/** Someone else's order (403 'Unauthorized') reads exactly like a missing one (404). */
export const NotFound: Story = {
  args: { orderNumber: 'W1002' },
  decorators: [withResponse(403, envelope(null, [serverMessage('Unauthorized', 'unauthorized')]))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find this order.')).toBeVisible();
    await expect(canvas.queryByText('Unauthorized')).toBeNull();
    await expect(receiptRoot(canvasElement)).toHaveAttribute('data-state', 'not-found');
  },
};

/** Any other failure shows the server's first message (after the query client's one retry). */
export const LoadError: Story = {
  name: 'Error',
  args: { orderNumber: 'W1003' },
  decorators: [withResponse(500, envelope(null, [serverMessage('The order service is unavailable.')]))],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The order service is unavailable.');
    await expect(receiptRoot(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** A plain order: heading, number, Print and Continue shopping, the top content area, ship-to address, card, items and totals. */
export const Ready: Story = {
  args: { orderNumber: 'W1004' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W1004' }))],
  parameters: { pageConfig: { contentAreas: { checkoutReceiptTop: '<p>Thank you for your order!</p>' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order Confirmation' })).toBeVisible();
    await expect(canvas.getByText('W1004')).toBeVisible();
    await expect(canvas.getByText('Thank you for your order!')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /Daily Vitamins/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Total $100.04' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Shipping Address' })).toBeVisible();
    await expect(canvas.getByText('12 Analytical Row')).toBeVisible();
    await expect(canvas.getByText('Card ending in 4242')).toBeVisible();
  },
};

export const PwsItem: Story = {
  args: { orderNumber: 'W1005' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W1005', conditions: [{ name: 'pws-item', attributes: {} }] }))],
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Set up your personal website' });
    await expect(link).toHaveAttribute('href', '/pws-setup');
  },
};

export const MobileAppItem: Story = {
  args: { orderNumber: 'W1006' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W1006', conditions: [{ name: 'mobile-app-item', attributes: {} }] }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Get the mobile app' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

/** The server's receipt HTML, sanitised: the script and the onerror handler are gone. */
export const ReceiptMessage: Story = {
  args: { orderNumber: 'W1007' },
  decorators: [
    withOrder(
      receiptOrder({
        orderNumber: 'W1007',
        conditions: [
          {
            name: 'showReceiptMessage',
            attributes: {
              messageHtml:
                '<p>Your <strong>free sample</strong> ships with this order.</p>' +
                '<script>window.receiptStoryHacked = true</script>' +
                '<img src="/no-such-image.png" alt="" onerror="window.receiptStoryHacked = true">',
            },
          },
        ],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('free sample')).toBeVisible();
    const message = canvasElement.querySelector('.cmsb-receipt__message');
    await expect(message?.querySelector('script')).toBeNull();
    await expect(message?.querySelector('img')).not.toHaveAttribute('onerror');
    await expect((window as { receiptStoryHacked?: boolean }).receiptStoryHacked).toBeUndefined();
  },
};

/** A new profile sponsored by someone other than the store's default sponsor: the name shows. */
export const NewProfile: Story = {
  args: { orderNumber: 'W1008' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W1008', attributes: { newProfile: newProfile('3000003') } }))],
  play: async ({ canvasElement }) => {
    const note = within(await within(canvasElement).findByRole('region', { name: 'Your new account' }));
    await expect(note.getByText('ada.lovelace')).toBeVisible();
    await expect(note.getByText('2000042')).toBeVisible();
    await expect(note.getByText('Grace Hopper')).toBeVisible();
  },
};

/** The default sponsor is not named. */
export const NewProfileDefaultSponsor: Story = {
  args: { orderNumber: 'W1009' },
  decorators: [withOrder(receiptOrder({ orderNumber: 'W1009', attributes: { newProfile: newProfile(DEFAULT_SPONSOR_RCN) } }))],
  play: async ({ canvasElement }) => {
    const note = within(await within(canvasElement).findByRole('region', { name: 'Your new account' }));
    await expect(note.getByText('ada.lovelace')).toBeVisible();
    await expect(note.queryByText('Sponsor')).toBeNull();
    await expect(note.queryByText('Grace Hopper')).toBeNull();
  },
};

/**
 * An enrollment order of a new distributor: the signup content shows on arrival as a non-modal
 * region (a modal opened on mount would steal focus); the visitor can close it. Its address is
 * the mailing address.
 */
export const EnrollmentDistributorPopup: Story = {
  args: { orderNumber: 'W1010' },
  decorators: [
    withOrder(
      receiptOrder({
        orderNumber: 'W1010',
        attributes: { enrollmentRules: { orderIsEnrollment: true }, newProfile: newProfile('3000003', 'D') },
      }),
    ),
  ],
  parameters: {
    pageConfig: {
      contentAreas: {
        checkoutDistributorSignupReceiptPopup:
          '<h2>Welcome aboard!</h2><p>Your distributor kit is on its way. Watch your inbox for your first steps.</p>',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('region', { name: 'Welcome, new distributor' });
    await expect(within(popup).getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mailing Address' })).toBeVisible();
    await expect(popup.contains(document.activeElement)).toBe(false);
    await userEvent.click(within(popup).getByRole('button', { name: 'Close the distributor welcome' }));
    await expect(canvas.queryByRole('region', { name: 'Welcome, new distributor' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order Confirmation' })).toHaveFocus();
  },
};
