import * as v from 'valibot';
import { CARD_NUMBER_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

export interface CardNumberOptions {
  /** ISO3 code of the store country. */
  country: string;
}

/** Test value the PHL store accepts in place of a real card number. */
const PHL_TEST_NUMBER = '1111';

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string, { country }: CardNumberOptions): boolean {
  const stripped = value.replace(/[\s-]/g, '');
  if (/^\d{13,19}$/.test(stripped)) return passesLuhn(stripped);
  // A saved card comes back masked, e.g. ************1111.
  if (/^[\d*]{13,19}$/.test(stripped) && stripped.includes('*')) return true;
  return stripped === PHL_TEST_NUMBER && country.toUpperCase() === 'PHL';
}

export function validateCardNumber(value: string, options: CardNumberOptions): string | null {
  if (value.trim() === '') return REQUIRED_MESSAGE;
  return isValidCardNumber(value, options) ? null : CARD_NUMBER_MESSAGE;
}

export function cardNumberSchema(options: CardNumberOptions) {
  return v.pipe(
    v.string(),
    fromValidator((value: string) => validateCardNumber(value, options)),
  );
}

/** The billing info stores the number without spaces. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/\s/g, '');
}
