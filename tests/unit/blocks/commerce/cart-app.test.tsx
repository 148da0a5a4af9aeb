import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPageConfig } from '#host/config.ts';
import { never } from '../../../support/fake-fetch.ts';
import { answerOrder, memberConfig, renderCart } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

const CURRENT = 'GET /api/cart/order/current';
const PROCESS = 'POST /api/cart/order/current/process';

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Card Number/), '4242 4242 4242 4242');
  await user.selectOptions(screen.getByLabelText(/Month/), '12');
  await user.selectOptions(screen.getByLabelText(/Year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVV/), '123');
  await user.type(screen.getByLabelText(/Name on Card/), 'Casey Customer');
}

beforeEach(() => localStorage.clear());

describe('cart app', () => {
  it('redirects / to /my-cartv2 and lists the lines with Item, Price and Qty', async () => {
    renderCart('/', { [CURRENT]: answerOrder(cartOrder()) });
    expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeVisible();
    expect(window.location.hash).toBe('#/my-cartv2');
    expect(await screen.findByRole('columnheader', { name: 'Item' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Qty' })).toBeVisible();
    expect(screen.getByText('This item is backordered.')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Daily Vitamins, 90 tablets' })).toHaveValue('2');
  });

  it('shows a loading state, then an empty cart', async () => {
    renderCart('/my-cartv2', { [CURRENT]: never });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cart…');
  });

  it('sets a quantity with the set method, then refreshes the totals', async () => {
    const user = userEvent.setup();
    const updated = cartOrder({ totals: { totalCalculated: false } });
    const { requests } = renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder()),
      'POST /api/cart/order/current/items': answerOrder(updated),
      'POST /api/cart/order/current/refresh': answerOrder(cartOrder()),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Daily Vitamins, 90 tablets' }));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/cart/order/current/refresh'));
    const update = requests.find((r) => r.path === '/api/cart/order/current/items');
    expect(update?.body).toEqual({ items: [{ skuNumber: 'SKU-100', qty: 0, updateMethod: 'set' }] });
  });

  it('refuses a member who does not own the order in one error alert, titled Unauthorized, never a toast', async () => {
    renderCart('/my-cartv2', { [CURRENT]: answerOrder(cartOrder({ userId: 'someone-else' })) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'UnauthorizedYou are not authorized to view this page. Please contact Support for further assistance.',
    );
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/%23/my-cartv2');
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the guest limit, formatted, and keeps Place Order disabled', async () => {
    const guest = { ...defaultPageConfig, user: null, guestOrderingEnabled: true };
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder({ userId: null, guestOrderLimit: 50 })) }, { config: guest });
    expect(await screen.findByText('Guest orders are limited to $50.00.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Place Order/ })).toBeDisabled();
  });

  it('does not load a cart for guests when guest ordering is off', async () => {
    const { requests } = renderCart('/my-cartv2', { [CURRENT]: answerOrder(cartOrder()) }, { config: { ...defaultPageConfig } });
    expect(await screen.findByText('Please log in to check out.')).toBeVisible();
    // The login comes back to the cart's own route, not to the page's first one.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/%23/my-cartv2');
    expect(requests).toHaveLength(0);
  });

  it('places the order once, with an idempotency key and no spaces in the card number, then goes to the receipt', async () => {
    const user = userEvent.setup();
    const { requests, leaveTo } = renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder()),
      [PROCESS]: () => ({ data: { status: 'placed', orderNumber: 'W00000042' } }),
    });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    const place = screen.getByRole('button', { name: /^Place Order/ });
    await user.dblClick(place);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/checkout/receipt?orderNumber=W00000042'));
    const posts = requests.filter((r) => r.path === '/api/cart/order/current/process');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(posts[0]?.body).toMatchObject({
      type: 'creditCard',
      data: { cardNumber: '4242424242424242', nameOnCard: 'Casey Customer' },
    });
  });

  it('keeps the cart and what was typed when the card is declined, and says why in the error banner, not a toast', async () => {
    const user = userEvent.setup();
    const { leaveTo } = renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder()),
      [PROCESS]: () => ({
        status: 422,
        messages: [{ type: 'error', source: 'checkoutException', code: 'cardDeclined', value: 'Your card was declined.' }],
      }),
    });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Your card was declined.')).toBeVisible();
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    expect(screen.getByText('The following error occurred:')).toBeVisible();
    expect(screen.getByLabelText(/Name on Card/)).toHaveValue('Casey Customer');
    expect(screen.getByRole('button', { name: /^Place Order/ })).toBeEnabled();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('paymentError') ?? '[]')).toEqual([{ value: 'Your card was declined.' }]);
  });

  it('blocks Place Order while a section is being edited, with the warning', async () => {
    const user = userEvent.setup();
    const { requests } = renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) });
    await screen.findByRole('button', { name: /^Place Order/ });
    const shipping = screen.getByText('Shipping Address').closest<HTMLElement>('[data-section]')!;
    await user.click(within(shipping).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Please save any changes before you proceed.')).toBeVisible();
    expect(requests.some((r) => r.path.endsWith('/process'))).toBe(false);
  });

  it('moves focus to the first invalid card field', async () => {
    const user = userEvent.setup();
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) });
    await screen.findByRole('button', { name: /^Place Order/ });
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(screen.getByLabelText(/Card Number/)).toHaveFocus());
    expect(screen.getByLabelText(/Card Number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a stored payment error once, then removes it; closing the banner hides it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('paymentError', JSON.stringify([{ value: 'Earlier failure.' }]));
    renderCart('/my-cartv2', { [CURRENT]: answerOrder(cartOrder()) }, { config: memberConfig });
    expect(await screen.findByText('Earlier failure.')).toBeVisible();
    expect(localStorage.getItem('paymentError')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Earlier failure.')).toBeNull();
  });

  it('clears an error, and its stored copy, when the shopper moves to another cart page', async () => {
    const user = userEvent.setup();
    renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder(), [
        { type: 'orderMessage', source: 'cart', code: 'priceChanged', value: 'A price in your cart has changed.' },
      ]),
    });
    expect(await screen.findByText('A price in your cart has changed.')).toBeVisible();
    // note: as a failed Place Order leaves it, for the next visit.
    localStorage.setItem('paymentError', JSON.stringify([{ value: 'A price in your cart has changed.' }]));
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Order Preview' })).toBeVisible();
    expect(screen.queryByText('A price in your cart has changed.')).toBeNull();
    expect(document.querySelector('.cmsb-error-banner')).toBeNull();
    expect(localStorage.getItem('paymentError')).toBeNull();
  });

  it('checks an edited address on Save: no PATCH, the errors at their fields, focus on the first', async () => {
    const user = userEvent.setup();
    const { requests } = renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) });
    await screen.findByRole('button', { name: /^Place Order/ });
    const shipping = screen.getByText('Shipping Address').closest<HTMLElement>('[data-section]')!;
    await user.click(within(shipping).getByRole('button', { name: 'Edit' }));
    const section = screen.getByRole('group', { name: 'Shipping Address' }).closest('form')!;
    const city = within(section).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('Required');
    expect(
      within(section)
        .getAllByRole('textbox')
        .filter((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toEqual([city]);
    expect(requests.some((r) => r.method === 'PATCH' && 'shipAddress' in (r.body as object))).toBe(false);
  });

  it('patches the first allowed ship method when the order has none', async () => {
    const { requests } = renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder({ shipVia: 0 })),
      'PATCH /api/cart/order/current': answerOrder(cartOrder({ shipVia: 1 })),
    });
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ shipVia: 1 }));
  });

  it('marks a bad coupon with COUPON NOT FOUND and keeps the code typed', async () => {
    const user = userEvent.setup();
    renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder()),
      'PATCH /api/cart/order/current': () => ({
        status: 422,
        messages: [{ type: 'error', source: 'couponCode', code: 'couponNotFound', value: 'COUPON NOT FOUND' }],
      }),
    });
    await user.type(await screen.findByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('COUPON NOT FOUND')).toBeVisible();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('NOPE');
  });
});

describe('a link to one particular order (?orderId=)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    // The reference server answers someone else's order as an unknown one.
    [404, { type: 'error', source: 'order', code: 'notFound', value: 'No such order.' }],
    [403, { type: 'error', source: 'authorization', code: 'unauthorized', value: 'Unauthorized' }],
  ])('shows the not-authorized text when the server refuses the order (%i)', async (status, message) => {
    window.history.replaceState(null, '', '/cart?orderId=order-other');
    const { requests } = renderCart('/my-cartv2', {
      'GET /api/cart/order/order-other': () => ({ status, messages: [message] }),
    });
    expect(
      await screen.findByText('You are not authorized to view this page. Please contact Support for further assistance.'),
    ).toBeVisible();
    expect(requests.map((r) => r.path)).toEqual(['/api/cart/order/order-other']);
  });

  it("shows the owner's order read only, and never changes or places the current cart", async () => {
    window.history.replaceState(null, '', '/cart?orderId=order-mine');
    const { requests, answersShown } = renderCart('/payment', {
      'GET /api/cart/order/order-mine': answerOrder(cartOrder({ shipVia: 0 })),
    });
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    expect(await screen.findByText('Daily Vitamins')).toBeVisible();
    expect(screen.getByText('Quantity of Daily Vitamins, 90 tablets:')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Place Order/ })).toBeNull();
    expect(window.location.hash).toBe('#/payment');
    await answersShown();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/cart/order/order-mine']);
  });
});
