export const DEFAULT_LOCALE = 'en-US';

/** Tags already resolved: a page or an order formats dozens of amounts in one locale, and resolving costs more than formatting. */
const resolved = new Map<string, string>();
/** A page or server meets a handful of locales; more than this means tags from outside, which are not kept. */
const MAX_RESOLVED = 64;

/** Intl throws on a malformed tag such as 'en_US'; a bad host locale should not break rendering. */
export function resolveLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  let canonical = resolved.get(locale);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
    } catch {
      canonical = DEFAULT_LOCALE;
    }
    if (resolved.size < MAX_RESOLVED) resolved.set(locale, canonical);
  }
  return canonical;
}
