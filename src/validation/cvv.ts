import * as v from 'valibot';
import { CVV_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

export function validateCvv(value: string): string | null {
  return isValidCvv(value) ? null : CVV_MESSAGE;
}

export const CvvSchema = v.pipe(v.string(), fromValidator(validateCvv));
