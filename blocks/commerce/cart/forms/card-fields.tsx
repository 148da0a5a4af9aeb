import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useHostConfig } from '#host/host-context.tsx';
import { SelectField, withCurrentOption } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { validateCardForm } from '#validation/index.ts';
import type { CardField, CardFormProps } from './card-form-values.ts';
import { editCardNumber } from './card-number-format.ts';
import { monthOptions, yearOptions } from './select-options.ts';

/** What a field of the card form takes from the form. */
export interface BoundCardField {
  value: string;
  error: string | undefined;
  disabled: boolean;
  /** The field's next text. */
  onValue: (text: string) => void;
  onBlur: () => void;
}

interface CardFieldProps extends BoundCardField {
  label: string;
  className: string;
  required?: boolean;
}

/**
 * Ties each field to the form's value and to the shared field behaviour over the card rules of
 * `form`: an error shows once its field is left, hides while it is retyped, and all show when
 * the surrounding <form> is submitted. `ref` goes on the card form's root.
 */
export function useCardFields(props: CardFormProps, form: 'newer' | 'legacy') {
  const { value, onChange, requireCvv, today, disabled = false } = props;
  const { country } = useHostConfig();
  const validation = useFieldValidation(validateCardForm(value, { form, country, requireCvv, today }));
  const bind = (field: CardField): BoundCardField => ({
    value: value[field] ?? '',
    error: validation.errors[field],
    disabled,
    onValue: (text) => {
      validation.change(field);
      onChange({ ...value, [field]: text });
    },
    onBlur: () => validation.blur(field),
  });
  return { bind, ref: validation.ref };
}

const textOf = (onValue: (text: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
  onValue(event.target.value);

// No `name` attributes on purpose: if a wrapping form were ever submitted natively, unnamed
// controls are left out, so card data cannot end up in a URL or a request the app did not build.

/** The card number, grouped as typed ('4242 4242 4242 4242') with the caret kept beside its digit. */
export function CardNumberField({ onValue, ...props }: CardFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // note: a controlled input whose value is rewritten puts the caret at the end; put it back after the render.
  useLayoutEffect(() => {
    const control = input.current;
    if (caret.current === null || !control) return;
    if (control === document.activeElement) control.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = editCardNumber({
      previous: props.value,
      typed: event.target.value,
      caret: event.target.selectionStart ?? event.target.value.length,
      inputType: (event.nativeEvent as Partial<InputEvent>).inputType,
    });
    caret.current = edit.caret;
    onValue(edit.value);
  };
  return (
    <TextField
      {...props}
      ref={input}
      onChange={onChange}
      required
      inputMode="numeric"
      autoComplete="cc-number"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}

export function NameOnCardField({ onValue, ...props }: CardFieldProps) {
  return <TextField {...props} onChange={textOf(onValue)} autoComplete="cc-name" spellCheck={false} maxLength={100} />;
}

export function CvvField({ onValue, ...props }: CardFieldProps) {
  return <TextField {...props} onChange={textOf(onValue)} required inputMode="numeric" autoComplete="cc-csc" maxLength={4} />;
}

function ExpiryMonthField({ placeholder, onValue, ...props }: CardFieldProps & { placeholder: string }) {
  return (
    <SelectField
      {...props}
      onChange={textOf(onValue)}
      required
      autoComplete="cc-exp-month"
      placeholder={placeholder}
      options={withCurrentOption(monthOptions(), props.value)}
    />
  );
}

function ExpiryYearField({
  placeholder,
  today,
  span,
  onValue,
  ...props
}: CardFieldProps & { placeholder: string; today: Date; span: number }) {
  return (
    <SelectField
      {...props}
      onChange={textOf(onValue)}
      required
      autoComplete="cc-exp-year"
      placeholder={placeholder}
      options={withCurrentOption(yearOptions(today, span), props.value)}
    />
  );
}

/** Month then year, as both forms show them; `span` sets how many years ahead are offered. */
export function ExpiryFields({
  bind,
  labels,
  today,
  span,
}: {
  bind: (field: CardField) => BoundCardField;
  labels: { month: string; monthPlaceholder: string; year: string; yearPlaceholder: string };
  today: Date;
  span: number;
}) {
  return (
    <>
      <ExpiryMonthField
        {...bind('expirationMonth')}
        label={labels.month}
        placeholder={labels.monthPlaceholder}
        className="cmsb-card-form__month"
      />
      <ExpiryYearField
        {...bind('expirationYear')}
        label={labels.year}
        placeholder={labels.yearPlaceholder}
        today={today}
        span={span}
        className="cmsb-card-form__year"
      />
    </>
  );
}
