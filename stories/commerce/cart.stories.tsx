import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/cart/index.ts';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { TICKET_FORM_ONLY_MESSAGE, type Order } from '#contracts/commerce.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { fakeFetch, never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { cartOrder, ticketLine } from '../../tests/fixtures/commerce/cart-orders.ts';

const member: Partial<PageConfig> = { user: { id: 'u-100', username: 'casey' } };
const guest: Partial<PageConfig> = { user: null, guestOrderingEnabled: true };
const CURRENT = 'GET /api/cart/order/current';

/** Puts the cart on a hash route with fake server routes, set up once per story render. */
function CartStory({ route, routes, children }: { route: string; routes: Record<string, FakeHandler>; children: ReactNode }) {
  const [client] = useState(() => {
    window.location.hash = `#${route}`;
    localStorage.removeItem('paymentError');
    return createApiClient({ baseUrl: '/', fetch: fakeFetch(routes).fetch });
  });
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

const at = (route: string, routes: Record<string, FakeHandler>) => [
  (Story: () => ReactNode) => (
    <CartStory route={route} routes={routes}>
      <Story />
    </CartStory>
  ),
];
const order =
  (o: Order, messages: unknown[] = []): FakeHandler =>
  () => ({ data: o, messages });

async function fillCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Card Number/), '4242424242424242');
  await userEvent.selectOptions(canvas.getByLabelText(/Month/), '12');
  await userEvent.selectOptions(canvas.getByLabelText(/Year/), String(new Date().getFullYear() + 2));
  await userEvent.type(canvas.getByLabelText(/CVV/), '123');
  await userEvent.type(canvas.getByLabelText(/Name on Card/), 'Casey Customer');
}

const meta = {
  title: 'Commerce/cart',
  component: block.component,
  args: { cardForm: 'newer', view: 'app' },
  parameters: { pageConfig: { ...defaultPageConfig, ...member } },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder()) }) };

export const Loading: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: never }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your cart…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder({ items: [] })) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty.')).toBeVisible();
  },
};

export const Loaded: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('spinbutton', { name: 'Quantity of Daily Vitamins, 90 tablets' })).toHaveValue('2');
    await expect(canvas.getByText('This item is backordered.')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

/** A conference ticket's line: its quantity without a stepper, Remove, and the way to the ticket form. */
export const TicketLine: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder({ items: [ticketLine()] })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Add tickets and features on the ticket form' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Summit 2027 ticket, Full conference' })).toBeVisible();
  },
};

/** The server refuses a new quantity: the field shows the line's quantity again, the banner says why. */
export const QuantityRefused: Story = {
  decorators: at('/my-cartv2', {
    [CURRENT]: order(cartOrder()),
    'POST /api/cart/order/current/items': () => ({
      status: 422,
      messages: [{ type: 'cartBlocker', source: 'items.0.skuNumber', code: 'conferenceItem', value: TICKET_FORM_ONLY_MESSAGE }],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity of Daily Vitamins, 90 tablets' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity of Daily Vitamins, 90 tablets' }));
    await expect(await canvas.findByText(TICKET_FORM_ONLY_MESSAGE)).toBeVisible();
    await waitFor(() => expect(quantity).toHaveValue('2'));
  },
};

/** Quantities changed: Tax, Shipping and Total wait for the recalculation. */
export const TotalsNotCalculated: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder({ totals: { totalCalculated: false } })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Subtotal' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  },
};

export const LoadError: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: () => ({ status: 500 }) }),
  play: async ({ canvasElement }) => {
    // A server error is retried once before the cart gives up.
    await expect(
      await within(canvasElement).findByText('There was an error getting Cart data.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ErrorBanner: Story = {
  decorators: at('/my-cartv2', {
    [CURRENT]: order(cartOrder(), [
      { type: 'orderMessage', source: 'cart', code: 'priceChanged', value: 'A price in your cart has changed.' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A price in your cart has changed.')).toBeVisible();
    await expect(canvas.getByText('If the issue persists, please contact customer support.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByText('A price in your cart has changed.')).toBeNull();
  },
};

/** The spec's 'Unauthorized' snackbar is the alert's title: errors never show as toasts. */
export const NotAuthorized: Story = {
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder({ userId: 'someone-else' })) }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'UnauthorizedYou are not authorized to view this page. Please contact Support for further assistance.',
    );
    await expect(within(alert).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const GuestsNotAllowed: Story = {
  parameters: { pageConfig: { ...defaultPageConfig, user: null, guestOrderingEnabled: false } },
  decorators: at('/my-cartv2', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please log in to check out.')).toBeVisible();
  },
};

export const GuestOverLimit: Story = {
  parameters: { pageConfig: { ...defaultPageConfig, ...guest } },
  decorators: at('/payment', { [CURRENT]: order(cartOrder({ userId: null, guestOrderLimit: 50 })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Guest orders are limited to $50.00.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Place Order/ })).toBeDisabled();
  },
};

export const OrderPreview: Story = {
  decorators: at('/order-preview', { [CURRENT]: order(cartOrder({ attributes: { isPvq: true } })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pvq Order: Yes')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  },
};

/** An enrollment order titles its shipping address 'Mailing Address'. */
export const EnrollmentPreview: Story = {
  decorators: at('/order-preview', {
    [CURRENT]: order(cartOrder({ attributes: { enrollmentRules: { orderIsEnrollment: true } } })),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Mailing Address' })).toBeVisible();
  },
};

export const Payment: Story = {
  decorators: at('/payment', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Card Number/)).toBeVisible();
    await expect(canvas.getByLabelText(/CVV/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order · $100.04' })).toBeEnabled();
  },
};

/** Totals not calculated yet: Place Order is busy and disabled, with no amount. */
export const PaymentTotalPending: Story = {
  decorators: at('/payment', {
    [CURRENT]: order(cartOrder({ totals: { totalCalculated: false } })),
    'POST /api/cart/order/current/refresh': never,
  }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Place Order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A declined card: one error region next to the form, announced and focused; no toast. */
export const PaymentDeclined: Story = {
  decorators: at('/payment', {
    [CURRENT]: order(cartOrder()),
    'POST /api/cart/order/current/process': () => ({
      status: 422,
      messages: [{ type: 'error', source: 'checkoutException', code: 'cardDeclined', value: 'Your card was declined.' }],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Place Order/ }));
    const region = await canvas.findByRole('alert');
    await expect(region).toHaveTextContent('Your card was declined.');
    // The banner takes focus once it has rendered, which may be a frame after it appears.
    await waitFor(() => expect(region).toHaveFocus());
    await expect(region.nextElementSibling).toBe(canvas.getByRole('form', { name: 'Payment' }));
    await expect(document.querySelector('.cmsb-toast')).toBeNull();
  },
};

/** Fields are checked when left: a short card number says so once the shopper moves on. */
export const PaymentFieldInvalid: Story = {
  decorators: at('/payment', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    const number = await within(canvasElement).findByLabelText(/Card Number/);
    await userEvent.type(number, '4242 4242');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription('Invalid Number');
  },
};

export const PaymentLegacyForm: Story = {
  args: { cardForm: 'legacy' },
  decorators: at('/payment', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Credit Card Information' })).toBeVisible();
  },
};

export const Editing: Story = {
  decorators: at('/payment', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Edit' }))[0]!);
    await expect(
      canvas.getByText('You are editing part of this order. Save or cancel your changes to place the order.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Place Order/ }));
    await expect(await canvas.findByText('Please save any changes before you proceed.')).toBeVisible();
    await expect(document.querySelector('.cmsb-toast')).toBeNull();
  },
};

export const Submitting: Story = {
  decorators: at('/payment', { [CURRENT]: order(cartOrder()), 'POST /api/cart/order/current/process': never }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Place Order/ }));
    await expect(await canvas.findByRole('button', { name: /Placing your order/ })).toBeDisabled();
  },
};

/** The bank's 3-D Secure check: the amount being authorised, the card's last four, two even answers. */
export const Challenge: Story = {
  decorators: at('/payment', {
    // note: its own order id, as the Submitting story's never-answered attempt keeps that order's placing lock.
    [CURRENT]: order({ ...cartOrder(), id: 'order-challenge' }),
    'POST /api/cart/order/current/process': () => ({ data: { status: 'challenge', challengeId: 'c-1' } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Place Order/ }));
    const authenticate = await canvas.findByRole('button', { name: 'Authenticate payment' });
    await expect(canvas.getByText('$100.04')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    const fail = canvas.getByRole('button', { name: 'Fail authentication' });
    await expect(authenticate.getBoundingClientRect().width).toBeCloseTo(fail.getBoundingClientRect().width, 0);
  },
};

export const ChallengeMissing: Story = {
  decorators: at('/3ds-challenge', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There is no payment waiting for confirmation./)).toBeVisible();
  },
};

export const AutoshipList: Story = {
  decorators: at('/autoship-list', {
    'GET /api/cart/autoship': () => ({
      data: [
        {
          id: 'as1',
          frequency: 'monthly',
          nextShipDate: '2026-12-01',
          status: 'active',
          items: [{ skuNumber: 'SKU-100', name: 'Daily Vitamins', qty: 1, formattedPrice: '$24.50' }],
          formattedTotal: '$24.50',
        },
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/1 × Daily Vitamins/)).toBeVisible();
  },
};

export const OrderHistory: Story = {
  decorators: at('/order-history', {
    'GET /api/cart/order-history': () => ({
      data: [
        { orderNumber: 'W00000001', placedAt: '2026-10-01T10:00:00Z', status: 'placed', itemCount: 2, formattedTotal: '$60.00' },
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'View receipt for order W00000001' })).toHaveAttribute(
      'href',
      '/checkout/receipt?orderNumber=W00000001',
    );
    await expect(within(canvasElement).getByRole('cell', { name: 'Placed' })).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Order History' })).toHaveAttribute('tabindex', '0');
  },
};

/** The mini view beside other content: lines, totals and a link to the cart; the URL is left alone. */
export const Mini: Story = {
  args: { view: 'mini' },
  decorators: at('/', { [CURRENT]: order(cartOrder()) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart#/my-cartv2');
    await expect(window.location.hash).toBe('#/');
  },
};
