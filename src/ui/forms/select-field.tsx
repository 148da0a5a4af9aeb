import type { ComponentPropsWithRef } from 'react';
import { FieldError, FieldHint, FieldLabel, fieldClassName, useFieldWiring, type FieldOwnProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A controlled select shows its first option when its value is not among them, which would
 * misstate the data (e.g. a saved card's past year), so a value outside the list is added at the end.
 */
export function withCurrentOption(options: readonly SelectOption[], current: string | null | undefined): readonly SelectOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children' | keyof FieldOwnProps> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    /** A first option with the value '' (e.g. 'Select…'), for a choice not made yet. */
    placeholder?: string;
  };

/** A labelled native `<select>`; `ref` reaches the `<select>`. */
export function SelectField({ label, hint, error, required, className, options, placeholder, ...selectProps }: SelectFieldProps) {
  const field = useFieldWiring({
    id: selectProps.id,
    'aria-describedby': selectProps['aria-describedby'],
    hint,
    error,
    required,
  });
  return (
    <div className={fieldClassName('select', field.invalid, className)}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <select {...selectProps} {...field.controlProps} className="cmsb-field__control">
        {placeholder != null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
