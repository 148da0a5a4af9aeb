import type { ConferenceReport } from '../../../../src/contracts/conference.ts';

/** Report figures for the report's unit tests and stories: every keyed panel has entries. */
export const reportFigures: ConferenceReport = {
  ticketCount: 1204,
  checkedInCount: 311,
  partyTickets: 87,
  translationLangCodeCount: 40,
  hearingImpairedCount: 3,
  signLanguageCount: 2,
  subConferenceSkus: { 'CONF-FULL Full conference': 1000, 'CONF-DAY Day pass': 204 },
  subItems: { 'CONF-PARTY Closing party': 87, 'CONF-LUNCH Lunch': 640 },
  languageCounts: { eng: 1164, spa: 40 },
};

/** An active conference and a past one: the report's picker offers both. */
export const reportConferences = [
  { id: 'conf-1', title: 'Spring Convention', active: true, startsOn: '2026-04-01' },
  { id: 'conf-0', title: 'Autumn Summit 2025', active: false, startsOn: '2025-10-01' },
];
