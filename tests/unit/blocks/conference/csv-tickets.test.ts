import Papa from 'papaparse';
import {
  BOM,
  csvInstant,
  ticketCsvRows,
  ticketsCsv,
  ticketsCsvFileName,
} from '../../../../blocks/conference/conference-ticket-list/ticket-csv.ts';
import { ticketListLabels } from '../../../../blocks/conference/conference-ticket-list/labels.ts';
import { feature, ticket } from '../../../fixtures/conference/ticket.ts';

const labels = ticketListLabels.defaults;
const csv = (...tickets: Parameters<typeof ticket>[0][]) => ticketsCsv(Papa.unparse, tickets.map(ticket), labels);

describe('ticket CSV', () => {
  it('has the columns staff need and no internal field', () => {
    const [header, row] = ticketCsvRows(
      [
        ticket({
          features: [feature({ name: 'Standard seat' }), feature({ uid: 'F-2', name: 'Lunch' })],
          checkedIn: true,
          checkedInAt: '2027-05-12T14:03:09.120Z',
          dateCreatedString: '2025-10-10T22:47:01.000Z',
          translationLangCode: 'spa',
          signLanguage: 1,
        }),
      ],
      labels,
    );
    expect(header).toEqual([
      'First name',
      'Last name',
      'Name on badge',
      'RCN on badge',
      'Ticket type',
      'SKU',
      'City',
      'State or country',
      'Translation',
      'Hearing impaired',
      'Sign language',
      'Features',
      'Order number',
      'Owner name',
      'Owner RCN',
      'Checked in',
      'Date created',
      'Checked in at',
    ]);
    expect(row).toEqual([
      'Ada',
      'Lovelace',
      'Ada L.',
      'R-100',
      'Full conference',
      'SUM-FULL',
      'London',
      'UK',
      'Spanish',
      'No',
      'Yes',
      'Standard seat; Lunch',
      'ORD-1001',
      'José Núñez',
      '1001',
      'Yes',
      '2025-10-10T22:47:01Z',
      '2027-05-12T14:03:09Z',
    ]);
    const text = JSON.stringify(row);
    for (const internal of ['T-1', 'P900', 'conferenceTicket', 'Gold', 'summit-2027']) expect(text).not.toContain(internal);
  });

  it('writes each date in its own column as ISO 8601 to the second, blank when there is none', () => {
    const [, row] = ticketCsvRows([ticket({ dateCreatedString: '2026-10-01T09:05:00.999Z', checkedInAt: null })], labels);
    expect(row?.slice(-2)).toEqual(['2026-10-01T09:05:00Z', '']);
    expect(csvInstant('not a date')).toBe('not a date');
  });

  it('leaves inactive tickets out', () => {
    const rows = ticketCsvRows(
      [ticket({ uid: 'A', firstName: 'Kept' }), ticket({ uid: 'B', firstName: 'Gone', active: false })],
      labels,
    );
    expect(rows.map((row) => row[0])).toEqual(['First name', 'Kept']);
  });

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const text = csv({}, { uid: 'B' });
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(Array.from(new TextEncoder().encode(text).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')).toHaveLength(3);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes cells holding quotes, commas or line breaks, and reads back the same', () => {
    const text = csv({ displayName: 'Ada "The Countess"', city: 'London, City of', stateCountry: 'Line one\nline two' });
    expect(text).toContain('"Ada ""The Countess"""');
    expect(text).toContain('"London, City of"');
    expect(text).toContain('"Line one\nline two"');
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
    expect(parsed[1]?.slice(2, 8)).toEqual([
      'Ada "The Countess"',
      'R-100',
      'Full conference',
      'SUM-FULL',
      'London, City of',
      'Line one\nline two',
    ]);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.test")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['tab', '\t=1'],
    ['carriage return', '\r=1'],
    ['= with a line break', '=1+1\nsecond line'],
  ])('neutralises a cell starting with %s', (_, value) => {
    const text = csv({ displayName: value });
    const cells = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data[1];
    expect(cells?.[2]).toBe(`'${value}`);
  });

  it("guards more than papaparse's own escapeFormulae: true, which misses a formula cell with a line break", () => {
    expect(Papa.unparse([['=1+1\nx']], { escapeFormulae: true })).toBe('"=1+1\nx"');
    expect(csv({ displayName: '=1+1\nx' })).toContain(`"'=1+1\nx"`);
  });

  it('leaves ordinary cells as they are', () => {
    const cells = Papa.parse<string[]>(csv({ displayName: 'Ada = 1', city: 'a-b' }).slice(1), { newline: '\r\n' }).data[1];
    expect(cells?.[2]).toBe('Ada = 1');
    expect(cells?.[6]).toBe('a-b');
  });

  it('names the file after the conference and the local date', () => {
    expect(ticketsCsvFileName('summit-2027', new Date(2027, 4, 9, 23, 30))).toBe('tickets-summit-2027-2027-05-09.csv');
  });
});
