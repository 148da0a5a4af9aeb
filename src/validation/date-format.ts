import * as v from 'valibot';
import type { TodayOption } from './card-expiry.ts';
import { DATE_MESSAGE } from './messages.ts';
import { fromValidator } from './schema.ts';

export type DateFormat = 'dd/MM/yyyy' | 'MM/dd/yyyy';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface DateOptions extends TodayOption {
  format: DateFormat;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads a real calendar date in the given order; day and month may have 1 or 2 digits, the year needs 4. */
export function parseDate(text: string, format: DateFormat): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [first, second] = [Number(match[1]), Number(match[2])];
  const [day, month] = format === 'dd/MM/yyyy' ? [first, second] : [second, first];
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function isAfterDay(date: CalendarDate, today: Date): boolean {
  const key = (year: number, month: number, day: number) => (year * 100 + month) * 100 + day;
  return key(date.year, date.month, date.day) > key(today.getFullYear(), today.getMonth() + 1, today.getDate());
}

/** The date must be real, written in the given format, and later than today. */
export function validateDate(text: string, { format, today = new Date() }: DateOptions): string | null {
  const date = parseDate(text, format);
  return date && isAfterDay(date, today) ? null : DATE_MESSAGE;
}

export function dateSchema(format: DateFormat) {
  return v.pipe(
    v.string(),
    fromValidator((text: string) => validateDate(text, { format })),
  );
}
