import type { KeyboardEvent } from 'react';
import { defineLabels, fillLabel, useLabels } from '#host/labels.ts';
import { parseQuantity } from '#validation/quantity.ts';
import { classNames } from './class-names.ts';
import { FieldError, FieldLabel, fieldClassName, useFieldWiring } from './forms/field.tsx';
import {
  canStep,
  quantityTextAfterBlur,
  readQuantity,
  stepQuantity,
  type QuantityLimits,
  type QuantityProblem,
  type StepDirection,
} from './quantity-rules.ts';
import css from './quantity-stepper.css?inline';
import { useStyles } from './use-styles.ts';

/** Texts of the quantity stepper: `quantity.<key>`. */
export const quantityLabels = defineLabels('quantity', {
  /** `{label}` is the field's name, e.g. 'Quantity of Lavender Essential Oil, 5 mL'. */
  decrease: 'Decrease {label}',
  increase: 'Increase {label}',
  wholeNumber: 'Please enter a whole number.',
  /** `{min}` and `{max}` are the smallest and largest quantity. */
  range: 'Please enter a quantity from {min} to {max}.',
});

export type QuantityStepperState = 'valid' | 'invalid' | 'read-only';

export interface QuantityStepperProps {
  /** The field's name; the − and + buttons are named after it. */
  label: string;
  /** Keeps the label for screen readers only, where a column header already says what the field is. */
  hideLabel?: boolean;
  /** The quantity as typed. */
  text: string;
  onTextChange: (text: string) => void;
  /**
   * Called with a valid quantity when the shopper steps (buttons, arrow keys), presses Enter or
   * leaves the field; without it the quantity is only read when the surrounding form is sent.
   */
  onCommit?: (quantity: number) => void;
  /** The smallest quantity; 1 unless given. */
  min?: number;
  /** The largest quantity: the server's limit. */
  max: number;
  /** Shows the quantity as plain text, for a quantity that cannot change. */
  readOnly?: boolean;
  className?: string;
}

/**
 * A quantity field with − and + buttons: whole numbers from `min` to `max`, typed or stepped, with
 * an inline message for anything else. − stops at the minimum and + at the maximum; they stay
 * focusable there (aria-disabled), so a keyboard user's focus never drops to the page.
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  text,
  onTextChange,
  onCommit,
  min = 1,
  max,
  readOnly = false,
  className,
}: QuantityStepperProps) {
  useStyles(css);
  const labels = useLabels(quantityLabels);
  const limits: QuantityLimits = { min, max };
  const reading = readQuantity(text, limits);
  const error = 'problem' in reading ? problemText(reading.problem, limits, labels) : undefined;
  const field = useFieldWiring({ error });
  const typed = parseQuantity(text);

  if (readOnly) {
    return (
      <span className={classNames('cmsb-quantity', 'cmsb-quantity--readonly', className)} data-state="read-only">
        <span className={hideLabel ? 'cmsb-visually-hidden' : 'cmsb-quantity__label'}>{label}: </span>
        {text}
      </span>
    );
  }

  const step = (direction: StepDirection) => {
    if (!canStep(text, direction, limits)) return;
    const quantity = stepQuantity(text, direction, limits);
    onTextChange(String(quantity));
    onCommit?.(quantity);
  };

  const settle = () => {
    const settled = quantityTextAfterBlur(text);
    if (settled !== text) onTextChange(settled);
    const settledReading = readQuantity(settled, limits);
    if ('quantity' in settledReading) onCommit?.(settledReading.quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter' && onCommit) {
      // Without onCommit, Enter is left to submit the surrounding form.
      event.preventDefault();
      settle();
    }
  };

  const stepButton = (direction: StepDirection) => {
    const disabled = !canStep(text, direction, limits);
    return (
      <button
        type="button"
        className="cmsb-quantity__step"
        aria-label={fillLabel(direction < 0 ? labels.decrease : labels.increase, { label })}
        aria-controls={field.id}
        aria-disabled={disabled || undefined}
        onClick={() => step(direction)}
      >
        <span aria-hidden="true">{direction < 0 ? '−' : '+'}</span>
      </button>
    );
  };

  const state: QuantityStepperState = field.invalid ? 'invalid' : 'valid';
  return (
    <div className={fieldClassName('text', field.invalid, classNames('cmsb-quantity', className))} data-state={state}>
      {hideLabel ? (
        <label htmlFor={field.id} className="cmsb-visually-hidden">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={field.id}>{label}</FieldLabel>
      )}
      <div className="cmsb-quantity__row">
        {stepButton(-1)}
        <input
          {...field.controlProps}
          type="text"
          role="spinbutton"
          className="cmsb-field__control cmsb-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={'quantity' in typed ? typed.quantity : undefined}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={settle}
        />
        {stepButton(1)}
      </div>
      {/* The region stays in place so a message that appears while typing is announced. */}
      <div aria-live="polite">
        <FieldError id={field.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}

function problemText(problem: QuantityProblem, limits: QuantityLimits, labels: typeof quantityLabels.defaults): string {
  return problem === 'wholeNumber' ? labels.wholeNumber : fillLabel(labels.range, { min: limits.min, max: limits.max });
}
