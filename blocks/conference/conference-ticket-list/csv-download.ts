import type { ConferenceTicket } from '../../../src/contracts/conference.ts';
import { downloadBlob } from '../../../src/ui/download-blob.ts';
import { ticketsCsv, ticketsCsvFileName, type TicketCsvLabels } from './ticket-csv.ts';

/** Builds the CSV (papaparse is fetched now, not with the list) and hands it to the browser as a download. */
export async function downloadTicketsCsv(conferenceId: string, tickets: readonly ConferenceTicket[], labels: TicketCsvLabels) {
  const { unparse } = await import('papaparse');
  const blob = new Blob([ticketsCsv(unparse, tickets, labels)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, ticketsCsvFileName(conferenceId, new Date()));
}
