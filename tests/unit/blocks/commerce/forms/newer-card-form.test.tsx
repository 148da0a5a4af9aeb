import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  emptyCardForm,
  testCardValues,
  type CardFormValues,
} from '../../../../../blocks/commerce/cart/forms/card-form-values.ts';
import { NewerCardForm, type NewerCardFormProps } from '../../../../../blocks/commerce/cart/forms/newer-card-form.tsx';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';

const today = new Date(2025, 5, 15);

/** Holds the value the way the cart does, and reports every change. */
function Harness({
  initial = emptyCardForm(),
  onChange,
  ...rest
}: Partial<Omit<NewerCardFormProps, 'value'>> & { initial?: CardFormValues }) {
  const [value, setValue] = useState(initial);
  return (
    <NewerCardForm
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

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

describe('NewerCardForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Card Number, Month, Year, CVV and Name on Card with card autofill hints', () => {
    render(<Harness />);
    const number = screen.getByRole('textbox', { name: 'Card Number' });
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAttribute('autocomplete', 'cc-exp-year');
    const cvv = screen.getByRole('textbox', { name: 'CVV' });
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvv).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Name on Card' })).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByRole('group', { name: 'Credit card' })).toBeInTheDocument();
  });

  it('marks the fields the newer form requires', () => {
    render(<Harness />);
    for (const name of ['Card Number', 'Name on Card', 'CVV']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeRequired();
  });

  it('shows the CVV only when the order requires it', () => {
    const { rerender } = render(<NewerCardForm value={emptyCardForm()} onChange={() => {}} requireCvv={false} today={today} />);
    expect(screen.queryByRole('textbox', { name: 'CVV' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Credit card' })).toHaveClass('cmsb-card-form__grid--no-cvv');

    rerender(<NewerCardForm value={emptyCardForm()} onChange={() => {}} requireCvv today={today} />);
    expect(screen.getByRole('textbox', { name: 'CVV' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Credit card' })).not.toHaveClass('cmsb-card-form__grid--no-cvv');
  });

  it('offers months 1 to 12 and the current year through +15', () => {
    render(<Harness />);
    expect(optionValues(screen.getByRole('combobox', { name: 'Month' }))).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const years = optionValues(screen.getByRole('combobox', { name: 'Year' }));
    expect(years[0]).toBe('');
    expect(years.slice(1)).toEqual(Array.from({ length: 16 }, (_, i) => String(2025 + i)));
    expect(screen.getByRole('option', { name: 'MM' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'YYYY' })).toHaveValue('');
  });

  it('calls onChange with the next values as the customer types and chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '4242 42');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyCardForm(), cardNumber: '4242 42' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2030');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on Card' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith({
      cardNumber: '4242 42',
      expirationMonth: '12',
      expirationYear: '2030',
      verificationCode: '123',
      nameOnCard: 'Ada',
    });
  });

  it('keeps the keyboard order Card Number, Month, Year, CVV, Name on Card', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const order = [
      screen.getByRole('textbox', { name: 'Card Number' }),
      screen.getByRole('combobox', { name: 'Month' }),
      screen.getByRole('combobox', { name: 'Year' }),
      screen.getByRole('textbox', { name: 'CVV' }),
      screen.getByRole('textbox', { name: 'Name on Card' }),
    ];
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }
  });

  it('moves the CVV under month and year on small screens with grid areas, never before them', () => {
    // Vitest stubs ?inline CSS as '', so the stylesheet is read from disk.
    const css = readFileSync(join(import.meta.dirname, '../../../../../blocks/commerce/cart/forms/card-form.css'), 'utf8');
    const at = css.indexOf('@container (max-width: 24rem)');
    expect(at).toBeGreaterThan(0);
    expect(css.slice(at)).toMatch(/grid-template-areas:\s*'number number'\s*'month year'\s*'cvv \.'\s*'name name'/);
    expect(css.slice(0, at)).toMatch(/grid-template-areas:\s*'number number number'\s*'month year cvv'\s*'name name name'/);
  });

  it('disables every control while disabled', () => {
    render(<Harness disabled />);
    const controls = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')];
    expect(controls).toHaveLength(5);
    for (const control of controls) expect(control).toBeDisabled();
  });

  it('shows a held value outside the offered years instead of a wrong one', () => {
    render(<Harness initial={{ ...testCardValues(today), expirationYear: '2021' }} />);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2021');
  });

  it('neither names its controls for a native submit nor stores or logs what is typed', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    const { container } = render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    expect(container.querySelectorAll('[name]')).toHaveLength(0);
    expect(setItem).not.toHaveBeenCalled();
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('takes its labels from the page config', () => {
    render(
      <HostProvider
        config={{ ...defaultPageConfig, labels: { 'cardForm.cardNumber': 'Número de tarjeta', 'cardForm.cvv': 'CVC' } }}
      >
        <Harness />
      </HostProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CVC' })).toBeInTheDocument();
  });

  it('renders its children after the fields', () => {
    render(
      <Harness>
        <button type="button">Place Order</button>
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Credit card' });
    expect(group.compareDocumentPosition(screen.getByRole('button', { name: 'Place Order' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
