export const DEFAULT_LOCALE = 'en-US';

/** Intl throws on a malformed tag such as 'en_US'; a bad host locale should not break rendering. */
export function resolveLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
