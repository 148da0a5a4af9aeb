import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOrder, renderCart } from '../../cart-harness.tsx';
import { cartOrder } from '../../../../../fixtures/commerce/cart-orders.ts';

const CURRENT = 'GET /api/cart/order/current';
const PROCESS = 'POST /api/cart/order/current/process';

/** Pays with `cardNumber` on /payment; the fake gateway asks for a 3-D Secure challenge. */
async function challengedWith(cardNumber: string) {
  const user = userEvent.setup();
  const view = renderCart('/payment', {
    [CURRENT]: answerOrder(cartOrder()),
    [PROCESS]: () => ({ data: { status: 'challenge', challengeId: 'c-1' } }),
  });
  await user.type(await screen.findByLabelText(/Card Number/), cardNumber);
  await user.selectOptions(screen.getByLabelText(/Month/), '12');
  await user.selectOptions(screen.getByLabelText(/Year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVV/), '123');
  await user.type(screen.getByLabelText(/Name on Card/), 'Casey Customer');
  await user.click(screen.getByRole('button', { name: /^Place Order/ }));
  await screen.findByRole('button', { name: 'Authenticate payment' });
  return view;
}

/** The challenge page's terms as the shopper reads them: 'Amount: $100.04'. */
const terms = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the 3-D Secure challenge page', () => {
  it("shows the amount being authorised (the order's total) and the Visa's last four digits", async () => {
    await challengedWith('4242 4242 4242 4242');
    expect(window.location.hash).toBe('#/3ds-challenge');
    expect(terms()).toEqual(['Amount: $100.04', 'Card: Visa ending in 4242']);
  });

  it('names any other card by its last four digits, never by its number', async () => {
    const { container } = await challengedWith('5555 5555 5555 4444');
    expect(terms()).toEqual(['Amount: $100.04', 'Card: Card ending in 4444']);
    expect(container.textContent).not.toMatch(/5555/);
  });
});
