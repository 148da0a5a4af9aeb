import { resolveLocale } from './locale.ts';

/** A calendar date for display, e.g. 3/14/2025 in en-US or 14/03/2025 in en-GB. */
export function formatDate(
  date: Date,
  locale: string | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(resolveLocale(locale), options).format(date);
}
