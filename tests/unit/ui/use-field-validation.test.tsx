import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import type { FieldErrors } from '#validation/index.ts';

type Field = 'zip' | 'city';

function rules(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!/^\d{5}$/.test(values.zip)) errors.zip = values.zip === '' ? 'Required' : 'Needs to be 5 or 9 digits';
  if (values.city.trim() === '') errors.city = 'Required';
  return errors;
}

/** A form as every form uses the hook: the rules' results in, the visible errors out. */
function Form({ onSubmit = () => {}, given }: { onSubmit?: () => void; given?: FieldErrors<Field> }) {
  const [values, setValues] = useState<Record<Field, string>>({ zip: '', city: '' });
  const { ref, ...validation } = useFieldValidation(rules(values), given);
  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      error={validation.errors[name]}
      onChange={(event) => {
        validation.change(name);
        setValues({ ...values, [name]: event.target.value });
      }}
      onBlur={() => validation.blur(name)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div ref={ref}>
        {field('city', 'City')}
        {field('zip', 'ZIP Code')}
      </div>
      <button type="submit">Save</button>
    </form>
  );
}

const zip = () => screen.getByRole('textbox', { name: 'ZIP Code' });
const city = () => screen.getByRole('textbox', { name: 'City' });

describe('useFieldValidation', () => {
  it('shows no error before a field was touched, nor for a field only tabbed through', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(zip()).not.toHaveAttribute('aria-invalid');
    await user.click(city());
    await user.tab();
    await user.tab();
    expect(city()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('shows the error when a changed field is left, linked to the control', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(zip(), '123');
    expect(zip()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(zip()).toHaveAttribute('aria-invalid', 'true');
    expect(zip()).toHaveAccessibleDescription('Needs to be 5 or 9 digits');
    expect(city()).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as soon as the shopper types again, and checks anew when they leave', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(zip(), '123');
    await user.tab();
    await user.type(zip(), '4');
    expect(zip()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Needs to be 5 or 9 digits')).toBeNull();
    await user.type(zip(), '5');
    await user.tab();
    expect(zip()).not.toHaveAttribute('aria-invalid');
    await user.clear(zip());
    await user.tab();
    expect(zip()).toHaveAccessibleDescription('Required');
  });

  it('shows every error when the form is submitted and moves focus to the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(city()).toHaveAccessibleDescription('Required');
    expect(zip()).toHaveAccessibleDescription('Required');
    expect(city()).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('submitted by Enter in a field, shows that field too', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(city(), 'Reno');
    await user.type(zip(), '12{Enter}');
    expect(zip()).toHaveAccessibleDescription('Needs to be 5 or 9 digits');
    expect(zip()).toHaveFocus();
  });

  it('keeps a pressed button where it is: a field left by the press shows its error once the press ends', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Form />
        <button type="button">Elsewhere</button>
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.type(zip(), '123');
    await user.pointer({ keys: '[MouseLeft>]', target: elsewhere });
    expect(elsewhere).toHaveFocus();
    expect(zip()).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: elsewhere });
    await waitFor(() => expect(zip()).toHaveAccessibleDescription('Needs to be 5 or 9 digits'));
  });

  it('shows messages given from outside until their field changes', async () => {
    const user = userEvent.setup();
    const given = { city: 'We do not ship to this city' };
    render(<Form given={given} />);
    expect(city()).toHaveAccessibleDescription('We do not ship to this city');
    await user.type(city(), 'Reno');
    await user.tab();
    expect(city()).not.toHaveAttribute('aria-invalid');
  });
});
