import * as v from 'valibot';
import { ZIP_CODE_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

const ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/** 5 digits, or 9 digits with an optional hyphen after the fifth. */
export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

export function validateZip(value: string): string | null {
  return isValidZip(value) ? null : ZIP_CODE_MESSAGE;
}

export const ZipCodeSchema = v.pipe(v.string(), fromValidator(validateZip));
