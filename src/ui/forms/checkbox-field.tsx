import type { ComponentPropsWithRef } from 'react';
import { FieldError, FieldHint, FieldLabel, fieldClassName, useFieldWiring, type FieldOwnProps } from './field.tsx';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'type' | keyof FieldOwnProps> & FieldOwnProps;

/** A checkbox with its label beside it, hint and error below; `ref` reaches the `<input>`. */
export function CheckboxField({ label, hint, error, required, className, ...inputProps }: CheckboxFieldProps) {
  const field = useFieldWiring({ id: inputProps.id, 'aria-describedby': inputProps['aria-describedby'], hint, error, required });
  return (
    <div className={fieldClassName('checkbox', field.invalid, className)}>
      <div className="cmsb-field__row">
        <input {...inputProps} {...field.controlProps} type="checkbox" className="cmsb-field__checkbox" />
        <FieldLabel htmlFor={field.id} required={required}>
          {label}
        </FieldLabel>
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
