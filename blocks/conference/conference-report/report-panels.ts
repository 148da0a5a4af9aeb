import type { ConferenceReport } from '#contracts/conference.ts';
import { resolveLocale } from '#format/index.ts';
import type { ReportLabels } from './labels.ts';

const FIGURES = [
  'ticketCount',
  'checkedInCount',
  'partyTickets',
  'translationLangCodeCount',
  'hearingImpairedCount',
  'signLanguageCount',
] as const satisfies readonly (keyof ConferenceReport)[];

const KEYED = ['subConferenceSkus', 'subItems', 'languageCounts'] as const satisfies readonly (keyof ConferenceReport)[];

export interface Figure {
  key: (typeof FIGURES)[number];
  label: string;
  value: number;
}

export interface KeyedPanel {
  key: (typeof KEYED)[number];
  label: string;
  /**
   * The counts as the server sent them, keys free-form (conference.md 3); `label` is what staff
   * read: the key, or for languages the language's name.
   */
  entries: { key: string; label: string; count: number }[];
  /** Derived (conference.md 3): false shows 'none'. */
  hasValues: boolean;
}

/**
 * A language code as staff read it, in the page's language ('spa': 'Spanish', 'español' in es).
 * Intl takes the three-letter codes the tickets carry; a code it does not know shows as it is.
 */
function languageName(code: string, locale: string | null | undefined): string {
  try {
    return new Intl.DisplayNames([resolveLocale(locale)], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    // note: a code that is not a language tag at all ('e n') throws a RangeError
    return code;
  }
}

/**
 * The report's panels: the single figures, then the keyed counts each with its hasValues flag.
 * Language codes ('spa') read as names in `locale`.
 */
export function reportPanels(
  report: ConferenceReport,
  labels: ReportLabels,
  locale: string | null | undefined,
): { figures: Figure[]; keyed: KeyedPanel[] } {
  return {
    figures: FIGURES.map((key) => ({ key, label: labels[key], value: report[key] })),
    keyed: KEYED.map((key) => {
      const entries = Object.entries(report[key]).map(([name, count]) => ({
        key: name,
        label: key === 'languageCounts' ? languageName(name, locale) : name,
        count,
      }));
      return { key, label: labels[key], entries, hasValues: entries.length > 0 };
    }),
  };
}
