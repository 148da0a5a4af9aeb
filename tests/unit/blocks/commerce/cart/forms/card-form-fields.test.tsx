import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import {
  emptyCardForm,
  type CardFormProps,
  type CardFormValues,
} from '../../../../../../blocks/commerce/cart/forms/card-form-values.ts';
import { LegacyCardForm } from '../../../../../../blocks/commerce/cart/forms/legacy-card-form.tsx';
import { NewerCardForm } from '../../../../../../blocks/commerce/cart/forms/newer-card-form.tsx';

const today = new Date(2025, 5, 15);

/** A card form inside the payment <form>, as the payment page holds it. */
function Payment({ Form, initial = emptyCardForm() }: { Form: ComponentType<CardFormProps>; initial?: CardFormValues }) {
  const [value, setValue] = useState(initial);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Form value={value} onChange={setValue} requireCvv today={today}>
        <button type="submit">Place Order</button>
      </Form>
    </form>
  );
}

const forms = [
  ['newer', NewerCardForm, 'CVV'],
  ['legacy', LegacyCardForm, 'Verification Code'],
] as const;

const number = () => screen.getByRole('textbox', { name: 'Card Number' });
const month = () => screen.getByRole('combobox', { name: 'Month' });
const year = () => screen.getByRole('combobox', { name: 'Year' });
const name = () => screen.getByRole('textbox', { name: 'Name on Card' });

describe.each(forms)('the %s card form', (_, Form, cvvLabel) => {
  const cvv = () => screen.getByRole('textbox', { name: cvvLabel });

  it('orders its fields number, expiry, CVV, name in the DOM and for the keyboard', async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    const order = [number(), month(), year(), cvv(), name()];
    const inDom = [...document.querySelectorAll('input, select')];
    expect(inDom).toEqual(order);
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }
  });

  it('lets browsers fill the card: autocomplete and numeric keyboards', () => {
    render(<Payment Form={Form} />);
    expect(number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(number()).toHaveAttribute('inputmode', 'numeric');
    expect(month()).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(year()).toHaveAttribute('autocomplete', 'cc-exp-year');
    expect(cvv()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvv()).toHaveAttribute('inputmode', 'numeric');
    expect(name()).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('groups the card number as it is typed, keeping the caret beside its digit', async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    await user.type(number(), '4242424242424242');
    expect(number()).toHaveValue('4242 4242 4242 4242');
    await user.clear(number());
    await user.type(number(), '42424242');
    await user.type(number(), '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number()).toHaveValue('4294 2424 2');
    expect((number() as HTMLInputElement).selectionStart).toBe(3);
  });

  it('checks the number when it is left and clears the message as the shopper types', async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    await user.type(number(), '4242');
    expect(number()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number()).toHaveAccessibleDescription('Invalid Number');
    await user.type(number(), '4');
    expect(number()).not.toHaveAttribute('aria-invalid');
    await user.type(number(), '24242424242');
    await user.tab();
    expect(number()).not.toHaveAttribute('aria-invalid');
  });

  it("no longer says 'Required' once a number is typed after a failed submit", async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(number()).toHaveAccessibleDescription('Required');
    expect(number()).toHaveFocus();
    await user.type(number(), '4242 4242 4242 4242');
    expect(number()).not.toHaveAttribute('aria-invalid');
    expect(number()).not.toHaveAccessibleDescription();
  });

  it('shows Invalid Month and Invalid Year for an expired card, and clears both when the year is fixed', async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    await user.selectOptions(month(), '3');
    await user.selectOptions(year(), '2025');
    await user.tab();
    expect(year()).toHaveAccessibleDescription('Invalid Year');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(month()).toHaveAccessibleDescription('Invalid Month');
    await user.selectOptions(year(), '2026');
    await user.tab();
    expect(year()).not.toHaveAttribute('aria-invalid');
    expect(month()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the CVV rule when the code is left incomplete', async () => {
    const user = userEvent.setup();
    render(<Payment Form={Form} />);
    await user.type(cvv(), '12');
    await user.tab();
    expect(cvv()).toHaveAccessibleDescription('Invalid CVV');
  });
});

describe('what each form requires on submit', () => {
  it('the newer form asks for the name, month and year', async () => {
    const user = userEvent.setup();
    render(<Payment Form={NewerCardForm} />);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(month()).toHaveAccessibleDescription('Required');
    expect(year()).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'CVV' })).toHaveAccessibleDescription('Invalid CVV');
    expect(name()).toHaveAccessibleDescription('Required');
  });

  it('the legacy form checks the expiry but not the name', async () => {
    const user = userEvent.setup();
    render(<Payment Form={LegacyCardForm} />);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(number()).toHaveFocus();
    expect(month()).toHaveAccessibleDescription('Invalid Month');
    expect(year()).toHaveAccessibleDescription('Invalid Year');
    expect(name()).not.toHaveAttribute('aria-invalid');
  });
});
