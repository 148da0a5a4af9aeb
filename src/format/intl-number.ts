const MINUS_SIGN = '\u2212';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number with a cached Intl.NumberFormat (making one costs far more than using it).
 * A negative value keeps the locale's own sign placement ('−$5.00' in en-US, '€ −5,00' in nl-NL)
 * but shows the true minus sign (U+2212) where the locale writes a hyphen-minus, so screen readers
 * say "minus"; a value that rounds to zero shows no sign.
 */
export function formatIntlNumber(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...options, signDisplay: 'negative' });
    formats.set(key, format);
  }
  // note: no sign to show (signDisplay 'negative'), so the plain format is the same text, made faster
  if (!(value < 0)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? part.value.replace('-', MINUS_SIGN) : part.value))
    .join('');
}
