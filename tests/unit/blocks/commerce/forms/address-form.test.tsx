import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressForm, type AddressFormProps } from '../../../../../blocks/commerce/cart/forms/address-form.tsx';
import { US_STATES } from '#contracts/us-states.ts';
import { emptyAddress, validateAddress } from '#contracts/address-rules.ts';
import type { Address } from '#contracts/commerce.ts';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';

function Harness({
  initial = emptyAddress('USA'),
  onChange,
  ...rest
}: Partial<Omit<AddressFormProps, 'value'>> & { initial?: Address }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressForm
      legend="Shipping Address"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('AddressForm', () => {
  it('shows the address fields of a US address under its legend', () => {
    render(<Harness idPrefix="ship" />);
    const group = screen.getByRole('group', { name: 'Shipping Address' });
    for (const name of ['Name', 'Address', 'Address Line 2', 'City', 'ZIP Code']) {
      expect(within(group).getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(within(group).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(within(group).getByRole('combobox', { name: 'State' })).toBeRequired();
    expect(within(group).getByRole('combobox', { name: 'Country' })).toHaveValue('USA');
    expect(within(group).getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'ship-city');
    expect(within(group).getByRole('textbox', { name: 'Address Line 2' })).not.toBeRequired();
  });

  it('offers the US states in a select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(optionLabels(state)).toEqual(['Select a state', ...US_STATES.map((s) => s.name)]);
    expect(US_STATES).toHaveLength(51);
    await user.selectOptions(state, 'California');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'CA', country: 'USA' }));
  });

  it('limits the country select to the allowed countries', () => {
    const { rerender } = render(<Harness />);
    expect(optionLabels(screen.getByRole('combobox', { name: 'Country' }))).toEqual(['United States']);
    rerender(<Harness allowedCountries={['USA', 'CAN']} />);
    expect(optionLabels(screen.getByRole('combobox', { name: 'Country' }))).toEqual(['United States', 'Canada']);
  });

  it('asks for a free-text state and a postal code outside the USA, and clears the state on a country change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness allowedCountries={['USA', 'CAN']} initial={{ ...emptyAddress('USA'), state: 'NY' }} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CAN');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'CAN', state: null }));
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State / Province / Region' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ZIP Code' })).not.toBeInTheDocument();
  });

  it('falls back to the store country while the address has none, with a country placeholder', () => {
    render(
      <HostProvider config={{ ...defaultPageConfig, country: 'CAN' }}>
        <Harness allowedCountries={['USA', 'CAN']} initial={{ ...emptyAddress(), country: null }} />
      </HostProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('');
    expect(optionLabels(country)).toEqual(['Select a country', 'United States', 'Canada']);
  });

  it('uses a given state list', () => {
    render(
      <Harness stateOptions={[{ value: 'ON', label: 'Ontario' }]} initial={emptyAddress('CAN')} allowedCountries={['CAN']} />,
    );
    expect(optionLabels(screen.getByRole('combobox', { name: 'State' }))).toEqual(['Select a state', 'Ontario']);
  });

  it('keeps only digits and dots in the phone as it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '+1 (555) 123-4567');
    expect(phone).toHaveValue('15551234567');
    await user.clear(phone);
    await user.type(phone, '555.123.4567 x');
    expect(phone).toHaveValue('555.123.4567');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '555.123.4567' }));
  });

  it('calls onChange with the whole next address', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial = { ...emptyAddress('USA'), email: 'ada@example.com' };
    render(<Harness onChange={onChange} initial={initial} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Reno');
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '89501');
    expect(onChange).toHaveBeenLastCalledWith({ ...initial, city: 'Reno', postalCode: '89501' });
  });

  it('shows validateAddress errors at their fields, linked to the controls', () => {
    const value = { ...emptyAddress('USA'), postalCode: '123', phone: '12' };
    render(<Harness initial={value} errors={validateAddress(value, { country: 'USA' })} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Needs to be 5 or 9 digits');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Invalid number');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Address Line 2' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps two forms on one page apart, with scoped autofill', () => {
    render(
      <>
        <Harness legend="Shipping Address" idPrefix="ship" autoCompleteGroup="shipping" />
        <Harness legend="Billing Address" idPrefix="bill" autoCompleteGroup="billing" />
      </>,
    );
    const ship = within(screen.getByRole('group', { name: 'Shipping Address' }));
    const bill = within(screen.getByRole('group', { name: 'Billing Address' }));
    expect(ship.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('id', 'ship-postalCode');
    expect(bill.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('id', 'bill-postalCode');
    expect(ship.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(bill.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'billing tel');
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives generated ids that differ between forms when no prefix is given', () => {
    render(
      <>
        <Harness legend="Shipping Address" />
        <Harness legend="Billing Address" />
      </>,
    );
    const ids = [...document.querySelectorAll('input, select')].map((el) => el.id);
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(16);
  });

  it('disables every control while disabled', () => {
    render(<Harness disabled />);
    const controls = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')];
    expect(controls).toHaveLength(8);
    for (const control of controls) expect(control).toBeDisabled();
  });

  it('takes its labels from the page config', () => {
    render(
      <HostProvider config={{ ...defaultPageConfig, labels: { 'addressForm.zipCode': 'Zip', 'addressForm.phone': 'Telephone' } }}>
        <Harness />
      </HostProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Zip' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telephone' })).toBeInTheDocument();
  });
});
