import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  emptyCardForm,
  testCardValues,
  type CardFormValues,
} from '../../../../../blocks/commerce/cart/forms/card-form-values.ts';
import { LegacyCardForm, type LegacyCardFormProps } from '../../../../../blocks/commerce/cart/forms/legacy-card-form.tsx';

const today = new Date(2025, 5, 15);
const REPEATED = 'Repeated save attempts disabled by reCAPTCHA, please wait a few moments before saving.';

function Harness({
  initial = emptyCardForm(),
  onChange,
  ...rest
}: Partial<Omit<LegacyCardFormProps, 'value'>> & { initial?: CardFormValues }) {
  const [value, setValue] = useState(initial);
  return (
    <LegacyCardForm
      requireCvv
      today={today}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('LegacyCardForm', () => {
  it('is a region under the heading Credit Card Information', () => {
    const { rerender } = render(<Harness />);
    expect(screen.getByRole('heading', { level: 2, name: 'Credit Card Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credit Card Information' })).toBeInTheDocument();
    rerender(<Harness headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Credit Card Information' })).toBeInTheDocument();
  });

  it('shows Card Number, Name on Card, Expiration Date and Verification Code', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Name on Card' })).toHaveAttribute('autocomplete', 'cc-name');
    const expiry = screen.getByRole('group', { name: 'Expiration Date' });
    expect(within(expiry).getByRole('combobox', { name: 'Month' })).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(within(expiry).getByRole('combobox', { name: 'Year' })).toHaveAttribute('autocomplete', 'cc-exp-year');
    const code = screen.getByRole('textbox', { name: 'Verification Code' });
    expect(code).toHaveAttribute('autocomplete', 'cc-csc');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('textbox', { name: 'CVV' })).not.toBeInTheDocument();
  });

  it('marks only what the legacy rules require: not the name', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Name on Card' })).not.toBeRequired();
  });

  it('shows the Verification Code only when the order requires it', () => {
    render(<Harness requireCvv={false} />);
    expect(screen.queryByRole('textbox', { name: 'Verification Code' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('offers the current year through +20', () => {
    render(<Harness />);
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(years).toEqual(['', ...Array.from({ length: 21 }, (_, i) => String(2025 + i))]);
  });

  it('calls onChange with the next values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '4242');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2045');
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '9876');
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyCardForm(),
      cardNumber: '4242',
      expirationMonth: '3',
      expirationYear: '2045',
      verificationCode: '9876',
    });
  });

  it.each([
    ['a response', 'token-123', true],
    ['an empty response', '', false],
    ['a blank response', '   ', false],
    ['no response', null, false],
  ])('with %s the repeated-save notice shows: %s', (_, captchaResponse, shown) => {
    render(<Harness captchaResponse={captchaResponse} />);
    if (shown) expect(screen.getByRole('alert')).toHaveTextContent(REPEATED);
    else expect(screen.queryByText(REPEATED)).not.toBeInTheDocument();
  });

  it('disables every control while disabled and keeps a saved value visible', () => {
    render(<Harness disabled initial={{ ...testCardValues(today), expirationYear: '2024' }} />);
    const controls = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')];
    expect(controls).toHaveLength(5);
    for (const control of controls) expect(control).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('12');
  });
});
