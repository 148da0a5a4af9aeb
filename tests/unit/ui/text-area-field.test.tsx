import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { TextAreaField } from '#ui/forms/text-area-field.tsx';

describe('TextAreaField', () => {
  it('is a multi-line text box labelled by its visible label, without an error state by default', () => {
    render(<TextAreaField label="Product IDs" rows={4} />);
    const textarea = screen.getByRole('textbox', { name: 'Product IDs' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveClass('cmsb-field__control');
    expect(textarea.closest('.cmsb-field')).toHaveClass('cmsb-field--textarea');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('is described by hint and error, and invalid while it has an error', () => {
    const { rerender } = render(<TextAreaField label="Product IDs" hint="One per line." />);
    const textarea = screen.getByRole('textbox', { name: 'Product IDs' });
    expect(textarea).toHaveAccessibleDescription('One per line.');

    rerender(<TextAreaField label="Product IDs" hint="One per line." error="Line 2: The value has the wrong format." />);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('One per line. Line 2: The value has the wrong format.');
    expect(textarea.closest('.cmsb-field')).toHaveClass('cmsb-field--invalid');
    expect(screen.getByText('Line 2: The value has the wrong format.')).toHaveClass('cmsb-field__error');
    expect(focusFirstError(document.body)).toBe(textarea);

    rerender(<TextAreaField label="Product IDs" hint="One per line." />);
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Line 2: The value has the wrong format.')).not.toBeInTheDocument();
  });

  it('keeps a caller id and aria-describedby, marks required fields, and forwards ref and events', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(
      <>
        <p id="extra">Shown on the page</p>
        <TextAreaField ref={ref} id="notes" label="Notes" required aria-describedby="extra" onChange={onChange} />
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('id', 'notes');
    expect(textarea).toBeRequired();
    expect(textarea).not.toHaveAttribute('required');
    expect(textarea).toHaveAccessibleDescription('Shown on the page');
    expect(ref.current).toBe(textarea);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');

    await user.type(textarea, 'a{Enter}b');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(textarea).toHaveValue('a\nb');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextAreaField label="One" />
        <TextAreaField label="Two" />
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });
});
