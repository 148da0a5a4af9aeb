import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { describedBy } from '#ui/forms/field.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { SelectField } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';

describe('describedBy', () => {
  it('joins the given ids and is undefined for none', () => {
    expect(describedBy('a', false, undefined, 'b')).toBe('a b');
    expect(describedBy(false, null)).toBeUndefined();
  });
});

describe('TextField', () => {
  it('is labelled by its visible label and has no error state by default', () => {
    render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });

  it('is described by hint and error, and invalid while it has an error', () => {
    const { rerender } = render(<TextField label="ZIP" hint="5 or 9 digits" />);
    const input = screen.getByRole('textbox', { name: 'ZIP' });
    expect(input).toHaveAccessibleDescription('5 or 9 digits');

    rerender(<TextField label="ZIP" hint="5 or 9 digits" error="Needs to be 5 or 9 digits" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('5 or 9 digits Needs to be 5 or 9 digits');
    expect(screen.getByText('Needs to be 5 or 9 digits')).toHaveClass('cmsb-field__error');

    rerender(<TextField label="ZIP" hint="5 or 9 digits" error="" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Needs to be 5 or 9 digits')).not.toBeInTheDocument();
  });

  it('keeps a caller id and aria-describedby, marks required fields, and forwards ref and events', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <>
        <p id="extra">Shown on your badge</p>
        <TextField ref={ref} id="first-name" label="First name" required aria-describedby="extra" onChange={onChange} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('id', 'first-name');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAccessibleDescription('Shown on your badge');
    expect(ref.current).toBe(input);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');

    await user.type(input, 'Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveValue('Ada');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextField label="One" />
        <TextField label="Two" />
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'M', label: 'Monthly' },
    { value: 'Q', label: 'Quarterly' },
  ];

  it('renders its options after an optional placeholder and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(<SelectField ref={ref} label="Frequency" placeholder="Choose…" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(ref.current).toBe(select);
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose…'],
      ['M', 'Monthly'],
      ['Q', 'Quarterly'],
    ]);
    await user.selectOptions(select, 'Quarterly');
    expect(select).toHaveValue('Q');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows its error and is invalid', () => {
    render(<SelectField label="Frequency" options={options} error="Required" required />);
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
    expect(select).toBeRequired();
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox with hint and error', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxField ref={ref} label="Same as shipping" hint="Copies the address" error="Check this" />);
    const box = screen.getByRole('checkbox', { name: 'Same as shipping' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Copies the address Check this');
    await user.click(screen.getByText('Same as shipping'));
    expect(box).toBeChecked();
  });
});

describe('focusFirstError', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('focuses and scrolls to the first invalid control in document order', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { container } = render(
      <form>
        <TextField label="Name" />
        <TextField label="ZIP" error="Needs to be 5 or 9 digits" />
        <SelectField label="State" options={[]} error="Required" />
      </form>,
    );
    const zip = screen.getByRole('textbox', { name: 'ZIP' });
    expect(focusFirstError(container)).toBe(zip);
    expect(zip).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(zip);
  });

  it('does nothing and returns null when nothing is invalid', () => {
    const { container } = render(<TextField label="Name" />);
    const before = document.activeElement;
    expect(focusFirstError(container)).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('works where scrollIntoView is missing (jsdom)', () => {
    const { container } = render(<CheckboxField label="Agree" error="Required" />);
    expect(focusFirstError(container)).toBe(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toHaveFocus();
  });
});
