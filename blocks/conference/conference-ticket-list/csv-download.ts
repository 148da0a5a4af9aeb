import type { ConferenceTicket } from '../../../src/contracts/conference.ts';
import { ticketsCsv, ticketsCsvFileName, type TicketCsvLabels } from './ticket-csv.ts';

/** Builds the CSV (papaparse is fetched now, not with the list) and hands it to the browser as a download. */
export async function downloadTicketsCsv(conferenceId: string, tickets: readonly ConferenceTicket[], labels: TicketCsvLabels) {
  const { unparse } = await import('papaparse');
  const blob = new Blob([ticketsCsv(unparse, tickets, labels)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ticketsCsvFileName(conferenceId, new Date());
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // note: revoked on the next task; some browsers start reading the blob only after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
