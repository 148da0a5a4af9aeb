import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

/** Field name (or dot path) to the message shown at that field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function isFilled(value: string | null | undefined): boolean {
  return value != null && value.trim() !== '';
}

export function validateRequired(value: string | null | undefined): string | null {
  return isFilled(value) ? null : REQUIRED_MESSAGE;
}

export const RequiredSchema = v.pipe(v.string(), fromValidator<string>(validateRequired));

/** 'Required' for each listed field that is empty or whitespace. */
export function requireFields<K extends string>(
  values: Partial<Record<K, string | null | undefined>>,
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of fields) {
    if (!isFilled(values[field])) errors[field] = REQUIRED_MESSAGE;
  }
  return errors;
}
