import * as v from 'valibot';
import { PHONE_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

/** Hyphens, whitespace, round and square brackets, plus signs and dots. */
const PHONE_PUNCTUATION = /[-\s()[\]+.]/g;

export function isValidPhone(value: string): boolean {
  return /^\d{4,13}$/.test(value.replace(PHONE_PUNCTUATION, ''));
}

export function validatePhone(value: string): string | null {
  if (value.trim() === '') return REQUIRED_MESSAGE;
  return isValidPhone(value) ? null : PHONE_MESSAGE;
}

export const PhoneSchema = v.pipe(v.string(), fromValidator(validatePhone));

/** The cart add-on's phone input keeps only digits and dots as the user types. */
export function stripPhoneInput(text: string): string {
  return text.replace(/[^\d.]/g, '');
}
