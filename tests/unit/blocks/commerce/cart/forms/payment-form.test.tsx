import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardFormLabels } from '../../../../../../blocks/commerce/cart/forms/labels.ts';
import { never, type FakeAnswer } from '../../../../../support/fake-fetch.ts';
import { answerOrder, renderCart } from '../../cart-harness.tsx';
import { cartOrder } from '../../../../../fixtures/commerce/cart-orders.ts';

const CURRENT = 'GET /api/cart/order/current';
const PROCESS = 'POST /api/cart/order/current/process';
const DECLINED: FakeAnswer = {
  status: 422,
  messages: [{ type: 'error', source: 'checkoutException', code: 'cardDeclined', value: 'Your card was declined.' }],
};

/** Answers the place-order posts in turn. */
const inTurn = (...answers: (() => FakeAnswer | Promise<FakeAnswer>)[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
};

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Card Number/), '4000000000000002');
  await user.selectOptions(screen.getByLabelText(/Month/), '12');
  await user.selectOptions(screen.getByLabelText(/Year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVV/), '123');
  await user.type(screen.getByLabelText(/Name on Card/), 'Casey Customer');
}

const placeOrder = () => screen.getByRole('button', { name: /^Place Order/ });
const errorRegions = () => document.querySelectorAll('.cmsb-error-banner');

beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the payment form', () => {
  it("puts the order's total on Place Order", async () => {
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) });
    expect(await screen.findByRole('button', { name: 'Place Order · $100.04' })).toBeEnabled();
  });

  it('keeps Place Order busy and disabled, without an amount, until the totals are calculated', async () => {
    renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder({ totals: { totalCalculated: false } })),
      'POST /api/cart/order/current/refresh': never,
    });
    const button = await screen.findByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a decline in one error region, announced and focused, and no toast', async () => {
    const user = userEvent.setup();
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()), [PROCESS]: () => DECLINED });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    await user.click(placeOrder());
    const region = await screen.findByRole('alert');
    expect(region).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(region).toHaveFocus());
    expect(errorRegions()).toHaveLength(1);
    expect(document.querySelector('.cmsb-toast')).toBeNull();
  });

  it('puts the error region right above the card form, not above the order summary', async () => {
    const user = userEvent.setup();
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()), [PROCESS]: () => DECLINED });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    await user.click(placeOrder());
    const region = await screen.findByRole('alert');
    expect(region.nextElementSibling).toBe(screen.getByRole('form', { name: 'Payment' }));
    expect(region.parentElement?.contains(screen.getByText('Shipping Address'))).toBe(false);
  });

  it("removes the last attempt's error, and its stored copy, when the shopper tries again", async () => {
    const user = userEvent.setup();
    // note: its own order id, as the never-answered attempt keeps that order's placing lock.
    const order = { ...cartOrder(), id: 'order-never-answered' };
    renderCart('/payment', {
      [CURRENT]: answerOrder(order),
      [PROCESS]: inTurn(
        () => DECLINED,
        () => new Promise<never>(() => undefined),
      ),
    });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    await user.click(placeOrder());
    await screen.findByText('Your card was declined.');
    await user.click(placeOrder());
    await screen.findByRole('button', { name: /Placing your order/ });
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(errorRegions()).toHaveLength(0);
    expect(localStorage.getItem('paymentError')).toBeNull();
  });

  it('leaves no old error behind on the 3-D Secure page', async () => {
    const user = userEvent.setup();
    renderCart('/payment', {
      [CURRENT]: answerOrder(cartOrder()),
      [PROCESS]: inTurn(
        () => DECLINED,
        () => ({ data: { status: 'challenge', challengeId: 'c-1' } }),
      ),
    });
    await screen.findByRole('button', { name: /^Place Order/ });
    await fillCard(user);
    await user.click(placeOrder());
    await screen.findByText('Your card was declined.');
    await user.click(placeOrder());
    expect(await screen.findByRole('button', { name: 'Authenticate payment' })).toBeVisible();
    expect(window.location.hash).toBe('#/3ds-challenge');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failed-authentication warning in the error region, for either form', async () => {
    for (const cardForm of ['newer', 'legacy'] as const) {
      window.history.replaceState(null, '', '/cart?showMessageCreditCardCouldNotBeAuthenticated=1');
      const { unmount } = renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) }, { cardForm });
      const region = await screen.findByRole('alert');
      expect(region).toHaveTextContent(cardFormLabels.defaults.authenticationWarning);
      expect(region).toHaveClass('cmsb-error-banner');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      unmount();
    }
  });

  it('says to save changes in the error region, not a toast, while a section is being edited', async () => {
    const user = userEvent.setup();
    renderCart('/payment', { [CURRENT]: answerOrder(cartOrder()) });
    await screen.findByRole('button', { name: /^Place Order/ });
    const shipping = screen.getByText('Shipping Address').closest<HTMLElement>('[data-section]')!;
    await user.click(within(shipping).getByRole('button', { name: 'Edit' }));
    await user.click(placeOrder());
    const region = document.querySelector<HTMLElement>('.cmsb-error-banner');
    expect(region).toHaveTextContent('Please save any changes before you proceed.');
    expect(document.querySelector('.cmsb-toast')).toBeNull();
  });
});
