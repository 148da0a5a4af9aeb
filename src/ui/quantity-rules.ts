import { parseQuantity } from '#validation/quantity.ts';

/** The smallest and largest quantity a stepper takes. */
export interface QuantityLimits {
  min: number;
  max: number;
}

export type QuantityProblem = 'wholeNumber' | 'range';
export type QuantityReading = { quantity: number } | { problem: QuantityProblem };

/** A typed quantity (commerce.md 4): a whole number within the limits, else a warning; empty means 1. */
export function readQuantity(text: string, { min, max }: QuantityLimits): QuantityReading {
  const parsed = parseQuantity(text);
  if ('warning' in parsed) return { problem: 'wholeNumber' };
  if (parsed.quantity < min || parsed.quantity > max) return { problem: 'range' };
  return parsed;
}

/** What the field shows once it loses focus: an emptied field goes back to 1. */
export function quantityTextAfterBlur(text: string): string {
  return text.trim() === '' ? '1' : text;
}

export type StepDirection = -1 | 1;

/**
 * The quantity one step from the typed text, kept within the limits: a number above the maximum
 * steps down to the maximum, and text that is not a whole number steps to the minimum.
 */
export function stepQuantity(text: string, direction: StepDirection, { min, max }: QuantityLimits): number {
  const parsed = parseQuantity(text);
  if ('warning' in parsed) return min;
  return Math.min(max, Math.max(min, parsed.quantity + direction));
}

/** Whether a step changes anything: − stops at the minimum, + at the maximum; other text can always step. */
export function canStep(text: string, direction: StepDirection, { min, max }: QuantityLimits): boolean {
  const parsed = parseQuantity(text);
  if ('warning' in parsed) return true;
  return direction < 0 ? parsed.quantity > min : parsed.quantity < max;
}
