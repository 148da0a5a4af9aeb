import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { challengeCard } from '../../../../blocks/commerce/cart/use-cart-writes.ts';
import type { FakeAnswer } from '../../../support/fake-fetch.ts';
import { answerOrder, renderCart } from './cart-harness.tsx';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';

// What the cart shows follows from the cart's answers and its writes: these drive it as a shopper would.

const CURRENT = 'GET /api/cart/order/current';
const PATCH = 'PATCH /api/cart/order/current';
const PROCESS = 'POST /api/cart/order/current/process';
const message = (fields: Record<string, string>) => ({ type: 'orderMessage', source: 'cart', code: 'x', ...fields });
const banner = () => document.querySelector<HTMLElement>('.cmsb-error-banner');
const shippingSection = () => document.querySelector<HTMLElement>('[data-section="shipping"]')!;

beforeEach(() => localStorage.clear());

describe('cart state', () => {
  it("shows the first message of the cart's answer that is shown in the error banner", async () => {
    renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder(), [
        message({ code: 'cartItemsRequired', value: 'Never shown' }),
        message({ value: 'Check this' }),
      ]),
    });
    await waitFor(() => expect(banner()).toHaveTextContent('Check this'));
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('opens the section an address message names instead, and blocks Place Order until it is closed', async () => {
    const user = userEvent.setup();
    renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder(), [message({ code: 'shipAddressRequired', value: 'Add an address' })]),
    });
    await screen.findByRole('button', { name: /^Place Order/ });
    expect(within(shippingSection()).getByRole('group', { name: 'Shipping Address' })).toBeVisible();
    expect(screen.getByText(/You are editing part of this order/)).toBeVisible();
    expect(banner()).toBeNull();
    await user.click(within(shippingSection()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/You are editing part of this order/)).toBeNull();
  });

  it("flags a coupon the server did not find, from its answer or the cart's, and clears the flag on a clean answer", async () => {
    const user = userEvent.setup();
    const notFound = message({ type: 'error', source: 'couponCode', code: 'couponNotFound', value: 'COUPON NOT FOUND' });
    renderCart('/my-cartv2', {
      [CURRENT]: answerOrder(cartOrder(), [notFound]),
      [PATCH]: () => ({ status: 422, messages: [notFound] }),
      'POST /api/cart/order/current/items': answerOrder(cartOrder()),
    });
    const code = await screen.findByLabelText('Coupon code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('COUPON NOT FOUND'));
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(code).toHaveAccessibleDescription('COUPON NOT FOUND');
    expect(code).toHaveValue('NOPE');
    // A clean answer (here the quantity's) clears both the answer's flag and the refusal's.
    await user.click(screen.getByRole('button', { name: 'Remove Daily Vitamins, 90 tablets' }));
    await waitFor(() => expect(code).not.toHaveAccessibleDescription('COUPON NOT FOUND'));
  });

  it('is busy while placing, then shows why it failed until the banner is closed', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => undefined;
    renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder()),
      [PROCESS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await user.type(await screen.findByLabelText(/Card Number/), '4242 4242 4242 4242');
    await user.selectOptions(screen.getByLabelText(/Month/), '12');
    await user.selectOptions(screen.getByLabelText(/Year/), String(new Date().getFullYear() + 2));
    await user.type(screen.getByLabelText(/CVV/), '123');
    await user.type(screen.getByLabelText(/Name on Card/), 'Casey Customer');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    const placing = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(placing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(/Name on Card/)).toBeDisabled();
    answer({ status: 502, messages: [] });
    await waitFor(() => expect(banner()).toHaveTextContent('Order error.'));
    expect(screen.getByRole('button', { name: /^Place Order ·/ })).toBeEnabled();
    await user.click(within(banner()!).getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('paymentError')).toBeNull();
  });

  it("keeps only a challenged card's brand and last four digits, never its number", () => {
    expect(challengeCard('4242424242424242')).toEqual({ brand: 'visa', lastFour: '4242' });
    expect(challengeCard('4000 0025 0000 3155')).toEqual({ brand: 'visa', lastFour: '3155' });
    expect(challengeCard('5555555555554444')).toEqual({ brand: 'unknown', lastFour: '4444' });
  });
});
