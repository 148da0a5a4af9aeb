import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the conference report; a host overrides them as `conferenceReport.<key>`. The spec
 * gives 'none' (a keyed panel without entries) and names the figures only by their fields: the
 * panel titles are ours.
 */
export const reportLabels = defineLabels('conferenceReport', {
  figures: 'Summary',
  ticketCount: 'Tickets',
  checkedInCount: 'Checked in',
  partyTickets: 'Party tickets',
  translationLangCodeCount: 'Translation requested',
  hearingImpairedCount: 'Hearing impaired',
  signLanguageCount: 'Sign language',
  subConferenceSkus: 'Tickets by ticket type',
  subItems: 'Features',
  languageCounts: 'Languages',
  none: 'none',
  item: 'Item',
  count: 'Count',
  refresh: 'Refresh',
  /** `{title}` is the conference's title. */
  heading: 'Report: {title}',
});

export type ReportLabels = typeof reportLabels.defaults;
