import type { ChangeEvent } from 'react';
import { SelectField } from '../../../../src/ui/select-field.tsx';
import { TextField } from '../../../../src/ui/text-field.tsx';
import type { CardField, CardFormProps } from './card-form-values.ts';
import { monthOptions, withCurrentOption, yearOptions } from './select-options.ts';

/** What a field of the card form takes from the form's props. */
export interface BoundCardField {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

interface CardFieldProps extends BoundCardField {
  label: string;
  className: string;
  required?: boolean;
}

/** Ties one field to the form's value, errors and onChange. */
export function cardFieldBinder({ value, onChange, errors = {}, disabled = false }: CardFormProps) {
  return (field: CardField): BoundCardField => ({
    value: value[field] ?? '',
    error: errors[field],
    disabled,
    onChange: (event) => onChange({ ...value, [field]: event.target.value }),
  });
}

// No `name` attributes on purpose: if a wrapping form were ever submitted natively, unnamed
// controls are left out, so card data cannot end up in a URL or a request the app did not build.

export function CardNumberField(props: CardFieldProps) {
  return <TextField {...props} required inputMode="numeric" autoComplete="cc-number" spellCheck={false} maxLength={40} />;
}

export function NameOnCardField(props: CardFieldProps) {
  return <TextField {...props} autoComplete="cc-name" spellCheck={false} maxLength={100} />;
}

export function CvvField(props: CardFieldProps) {
  return <TextField {...props} required inputMode="numeric" autoComplete="cc-csc" maxLength={4} />;
}

export function ExpiryMonthField({ placeholder, ...props }: CardFieldProps & { placeholder: string }) {
  return (
    <SelectField
      {...props}
      required
      autoComplete="cc-exp-month"
      placeholder={placeholder}
      options={withCurrentOption(monthOptions(), props.value)}
    />
  );
}

export function ExpiryYearField({
  placeholder,
  today,
  span,
  ...props
}: CardFieldProps & { placeholder: string; today: Date; span: number }) {
  return (
    <SelectField
      {...props}
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
