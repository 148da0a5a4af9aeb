import type { UnparseConfig } from 'papaparse';
import { TICKET_OPTION_LISTS, type ConferenceTicket, type KeyValue } from '#contracts/conference.ts';
import { localIsoDate } from '../shared/local-date.ts';

/**
 * The CSV export of the ticket list (conference.md 9: inactive tickets and internal fields left
 * out). Plain functions: the block loads papaparse only when staff press the button and passes
 * its `unparse` in.
 */

/** The column headers and the words for yes and no, from the block's labels. */
export interface TicketCsvLabels {
  csvFirstName: string;
  csvLastName: string;
  csvDisplayName: string;
  csvDisplayRcn: string;
  csvTicketType: string;
  csvSku: string;
  csvCity: string;
  csvStateCountry: string;
  csvTranslation: string;
  csvHearingImpaired: string;
  csvSignLanguage: string;
  csvFeatures: string;
  csvOrderNumber: string;
  csvOwnerName: string;
  csvOwnerRcn: string;
  csvCheckedIn: string;
  csvDateCreated: string;
  csvCheckedInAt: string;
  yes: string;
  no: string;
}

const optionText = (options: readonly KeyValue[], key: string) => options.find((option) => option.key === key)?.value ?? key;

/**
 * An instant as ISO 8601 in UTC to the second ('2025-10-10T22:47:01Z'): spreadsheets read it as
 * a date, and milliseconds are noise at the desk. Blank stays blank; text that is no date stays as it is.
 */
export function csvInstant(value: string | null): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The columns staff need at the desk, in order: header label and cell text. */
function columns(labels: TicketCsvLabels): [string, (ticket: ConferenceTicket) => string][] {
  const yesNo = (flag: boolean | 0 | 1) => (flag ? labels.yes : labels.no);
  return [
    [labels.csvFirstName, (t) => t.firstName],
    [labels.csvLastName, (t) => t.lastName],
    [labels.csvDisplayName, (t) => t.displayName],
    [labels.csvDisplayRcn, (t) => t.displayRcn],
    [labels.csvTicketType, (t) => t.ticketName],
    [labels.csvSku, (t) => t.skuNumber],
    [labels.csvCity, (t) => t.city],
    [labels.csvStateCountry, (t) => t.stateCountry],
    [labels.csvTranslation, (t) => optionText(TICKET_OPTION_LISTS.translationLangCode, t.translationLangCode)],
    [labels.csvHearingImpaired, (t) => yesNo(t.hearingImpaired)],
    [labels.csvSignLanguage, (t) => yesNo(t.signLanguage)],
    [labels.csvFeatures, (t) => t.features.map((feature) => feature.name).join('; ')],
    [labels.csvOrderNumber, (t) => t.orderNumber],
    [labels.csvOwnerName, (t) => `${t.ownerFirstName} ${t.ownerLastName}`.trim()],
    [labels.csvOwnerRcn, (t) => t.ownerRcn],
    [labels.csvCheckedIn, (t) => yesNo(t.checkedIn)],
    [labels.csvDateCreated, (t) => csvInstant(t.dateCreatedString)],
    [labels.csvCheckedInAt, (t) => csvInstant(t.checkedInAt)],
  ];
}

/** The header row, then one row per active ticket, in the given order. */
export function ticketCsvRows(tickets: readonly ConferenceTicket[], labels: TicketCsvLabels): string[][] {
  const cells = columns(labels);
  return [cells.map(([header]) => header), ...tickets.filter((t) => t.active).map((t) => cells.map(([, cell]) => cell(t)))];
}

/**
 * Cells a spreadsheet would run as a formula. papaparse's own `escapeFormulae: true` pattern
 * (`/^[=+\-@\t\r].*$/`) misses such a cell when it holds a line break (`.` stops there), so the
 * check is on the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A UTF-8 byte-order mark: Excel reads the file as UTF-8 only with it ('José', not 'JosÃ©'). */
export const BOM = '\uFEFF';

export type Unparse = (data: string[][], config: UnparseConfig) => string;

/** The whole file: BOM, CRLF lines, quoted where needed, formula cells prefixed with `'`. */
export function ticketsCsv(unparse: Unparse, tickets: readonly ConferenceTicket[], labels: TicketCsvLabels): string {
  return BOM + unparse(ticketCsvRows(tickets, labels), { newline: '\r\n', escapeFormulae: FORMULA_START });
}

/** `tickets-{conferenceId}-{YYYY-MM-DD}.csv`, dated in the desk's own time zone. */
export function ticketsCsvFileName(conferenceId: string, now: Date): string {
  return `tickets-${conferenceId}-${localIsoDate(now)}.csv`;
}
