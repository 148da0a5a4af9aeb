import type { ComponentPropsWithRef } from 'react';
import { FieldError, FieldHint, FieldLabel, fieldClassName, useFieldWiring, type FieldOwnProps } from './field.tsx';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'children' | keyof FieldOwnProps> & FieldOwnProps;

/** A labelled multi-line text box; `ref` reaches the `<textarea>`. */
export function TextAreaField({ label, hint, error, required, className, ...textareaProps }: TextAreaFieldProps) {
  const field = useFieldWiring({
    id: textareaProps.id,
    'aria-describedby': textareaProps['aria-describedby'],
    hint,
    error,
    required,
  });
  return (
    <div className={fieldClassName('textarea', field.invalid, className)}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <textarea {...textareaProps} {...field.controlProps} className="cmsb-field__control" />
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
