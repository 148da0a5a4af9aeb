import { resolveLocale } from '../../../src/format/index.ts';

/**
 * A language code as staff read it, in the page's language ('spa': 'Spanish', 'español' in es).
 * Intl takes the three-letter codes the tickets carry; a code it does not know shows as it is.
 */
export function languageName(code: string, locale: string | null | undefined): string {
  try {
    return new Intl.DisplayNames([resolveLocale(locale)], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    // note: a code that is not a language tag at all ('e n') throws a RangeError
    return code;
  }
}
