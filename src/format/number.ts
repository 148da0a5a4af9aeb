import { formatIntlNumber } from './intl-number.ts';
import { resolveLocale } from './locale.ts';

export interface NumberOptions {
  locale: string | null | undefined;
  /** Exactly this many digits after the decimal separator. */
  fractionDigits: number;
}

/** A plain number grouped and punctuated for the locale, e.g. 100,082.00 in en-US or 100.082,00 in de-DE. */
export function formatNumber(value: number, { locale, fractionDigits }: NumberOptions): string {
  return formatIntlNumber(value, resolveLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}
