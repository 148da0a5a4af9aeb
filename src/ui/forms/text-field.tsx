import type { ComponentPropsWithRef } from 'react';
import { FieldError, FieldHint, FieldLabel, fieldClassName, useFieldWiring, type FieldOwnProps } from './field.tsx';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | keyof FieldOwnProps> & FieldOwnProps;

/** A labelled text input (any text-like `type`); `ref` reaches the `<input>`. */
export function TextField({ label, hint, error, required, className, type = 'text', ...inputProps }: TextFieldProps) {
  const field = useFieldWiring({ id: inputProps.id, 'aria-describedby': inputProps['aria-describedby'], hint, error, required });
  return (
    <div className={fieldClassName('text', field.invalid, className)}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <input {...inputProps} {...field.controlProps} type={type} className="cmsb-field__control" />
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
