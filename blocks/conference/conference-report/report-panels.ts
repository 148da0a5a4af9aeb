import type { ConferenceReport } from '../../../src/contracts/conference.ts';
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
  /** The counts as the server sent them, keys free-form (conference.md 3). */
  entries: { key: string; count: number }[];
  /** Derived (conference.md 3): false shows 'none'. */
  hasValues: boolean;
}

/** The report's panels: the single figures, then the keyed counts each with its hasValues flag. */
export function reportPanels(report: ConferenceReport, labels: ReportLabels): { figures: Figure[]; keyed: KeyedPanel[] } {
  return {
    figures: FIGURES.map((key) => ({ key, label: labels[key], value: report[key] })),
    keyed: KEYED.map((key) => {
      const entries = Object.entries(report[key]).map(([name, count]) => ({ key: name, count }));
      return { key, label: labels[key], entries, hasValues: entries.length > 0 };
    }),
  };
}
