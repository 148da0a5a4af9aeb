import * as v from 'valibot';
import { EXPIRY_MONTH_MESSAGE, EXPIRY_YEAR_MESSAGE } from './messages.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- valibot's `forward` accepts a type alias as a record, not an interface
export type CardExpiry = {
  month: string | number;
  /** Four digits, or two digits read as 20xx. */
  year: string | number;
};

export interface ExpiryErrors {
  month: string;
  year: string;
}

export interface TodayOption {
  /** Defaults to the current date at the time of the call. */
  today?: Date;
}

export const NEWER_FORM_YEAR_SPAN = 15;
export const LEGACY_FORM_YEAR_SPAN = 20;

function readMonth(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

function readYear(value: string | number): number | null {
  const text = String(value).trim();
  if (/^\d{4}$/.test(text)) return Number(text);
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  return null;
}

/** A card is valid until the end of its expiry month; otherwise both fields are in error. */
export function validateExpiry(expiry: CardExpiry, { today = new Date() }: TodayOption = {}): ExpiryErrors | null {
  const month = readMonth(expiry.month);
  const year = readYear(expiry.year);
  const valid = month !== null && year !== null && year * 12 + (month - 1) >= today.getFullYear() * 12 + today.getMonth();
  return valid ? null : { month: EXPIRY_MONTH_MESSAGE, year: EXPIRY_YEAR_MESSAGE };
}

export function monthChoices(): number[] {
  return Array.from({ length: 12 }, (_, i) => i + 1);
}

/** The current year through the current year + span, inclusive. */
export function yearChoices(today: Date, span: number): number[] {
  const first = today.getFullYear();
  return Array.from({ length: span + 1 }, (_, i) => first + i);
}

const isUnexpired = (expiry: CardExpiry): boolean => validateExpiry(expiry) === null;

export const CardExpirySchema = v.pipe(
  v.object({ month: v.union([v.string(), v.number()]), year: v.union([v.string(), v.number()]) }),
  v.forward(v.check(isUnexpired, EXPIRY_MONTH_MESSAGE), ['month']),
  v.forward(v.check(isUnexpired, EXPIRY_YEAR_MESSAGE), ['year']),
);
