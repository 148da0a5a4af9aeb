import { useId, type ReactNode } from 'react';
import { useBaseStyles } from '../use-base-styles.ts';
import { classNames } from '../class-names.ts';
import fieldCss from './field.css?inline';
import { useStyles } from '../use-styles.ts';

/** Props every form field shares. */
export interface FieldOwnProps {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read after it. */
  hint?: ReactNode;
  /** The validation message; when present the control is aria-invalid and described by it. */
  error?: ReactNode;
  /**
   * Marks the field required: a visual asterisk and aria-required. The native `required` attribute
   * is not set, so the block's own validation messages are shown instead of the browser's.
   */
  required?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
}

/** Whether a hint or error would show anything. */
export function hasContent(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}

/** Joins the ids a control is described by; undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export interface FieldWiring {
  id: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  /** The attributes the control itself takes. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
  };
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldWiring(
  props: Pick<FieldOwnProps, 'hint' | 'error' | 'required'> & { id?: string; 'aria-describedby'?: string },
): FieldWiring {
  useBaseStyles();
  useStyles(fieldCss);
  const generated = useId();
  const id = props.id ?? `cmsb-field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = hasContent(props.error);
  return {
    id,
    hintId,
    errorId,
    invalid,
    controlProps: {
      id,
      'aria-describedby': describedBy(props['aria-describedby'], hasContent(props.hint) && hintId, invalid && errorId),
      'aria-invalid': invalid || undefined,
      'aria-required': props.required || undefined,
    },
  };
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="cmsb-field__label">
      {children}
      {required && (
        <span className="cmsb-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <p id={id} className="cmsb-field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <p id={id} className="cmsb-field__error">
      {children}
    </p>
  );
}

export function fieldClassName(kind: 'text' | 'textarea' | 'select' | 'checkbox', invalid: boolean, className?: string): string {
  return classNames('cmsb-field', `cmsb-field--${kind}`, invalid && 'cmsb-field--invalid', className);
}
