import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceSummary, ConferenceTicket } from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { downloadBlob } from '#ui/download-blob.ts';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { WithSelectedConference } from '../shared/conference-picker.tsx';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { DeskFailureBanner } from '../shared/desk-failure-banner.tsx';
import { ticketsQueryOptions } from '../shared/query-options.ts';
import { StaffOnly, LoadFailed, useLeaveIfSignedOut } from '../shared/staff-access.tsx';
import { searchTickets } from '../shared/ticket-search.ts';
import { useCheckInToggle } from '../shared/use-check-in-toggle.tsx';
import { useDeskFailures } from '../shared/use-desk-failures.ts';
import { useTicketDeletion } from '../shared/use-ticket-deletion.tsx';
import { listAddressUrl, useListAddress } from './list-address.ts';
import { ticketListLabels } from './labels.ts';
import { ticketsCsv, ticketsCsvFileName, type TicketCsvLabels } from './ticket-csv.ts';
import { ticketPage } from './ticket-paging.ts';
import { TicketTable } from './ticket-table.tsx';
import css from './ticket-list.css?inline';

/** The staff ticket list (conference.md 2): search, paging, check-in, edit, delete and CSV export. */
export function ConferenceTicketList() {
  useStyles(css);
  return (
    <div className="cmsb-ticket-list">
      <StaffOnly>
        {() => (
          <WithSelectedConference className="cmsb-ticket-list__picker">
            {({ conference, picker }) => <TicketList key={conference.id} conference={conference} picker={picker} />}
          </WithSelectedConference>
        )}
      </StaffOnly>
    </div>
  );
}

/** What a failed CSV export is about: exporting again clears it. */
const EXPORT = 'export';

function TicketList({ conference, picker }: { conference: ConferenceSummary; picker: ReactNode }) {
  const labels = useLabels(ticketListLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const tickets = useQuery(ticketsQueryOptions(api, conference.id));
  const [address, setAddress] = useListAddress();
  const [exporting, setExporting] = useState(false);
  const failures = useDeskFailures();
  const checkIn = useCheckInToggle(failures);
  const search = useRef<HTMLInputElement>(null);
  /** The ticket just deleted, until its row is gone. */
  const deleted = useRef<string | null>(null);
  const deletion = useTicketDeletion(failures, (ticket) => {
    deleted.current = ticket.uid;
  });
  useLeaveIfSignedOut(tickets.error);

  // Searching is a substring scan over texts built once per ticket: instant at every keystroke.
  const results = useMemo(() => searchTickets(tickets.data ?? [], address.query), [tickets.data, address.query]);
  const page = ticketPage(results, address.page);
  const state = tickets.isPending
    ? 'loading'
    : tickets.isError
      ? 'error'
      : page.state === 'out-of-range'
        ? 'out-of-range'
        : results.length === 0
          ? address.query.trim()
            ? 'no-match'
            : 'empty'
          : 'ready';
  // Once the deleted row is gone: its Delete button had the focus, so the search field takes it,
  // and a last page left empty gives way to the one before it.
  useLayoutEffect(() => {
    const uid = deleted.current;
    if (uid === null || tickets.data?.some((ticket) => ticket.uid === uid)) return;
    deleted.current = null;
    if (page.state === 'out-of-range') setAddress({ ...address, page: page.pageCount }, 'replace');
    search.current?.focus();
  });
  const { activeResults, checkedIn } = useMemo(
    () => ({
      activeResults: results.filter((ticket) => ticket.active).length,
      checkedIn: results.filter((ticket) => ticket.checkedIn).length,
    }),
    [results],
  );

  const exportCsv = async () => {
    failures.retrying(EXPORT);
    setExporting(true);
    try {
      await downloadTicketsCsv(conference.id, results, labels);
    } catch {
      failures.report({ about: EXPORT, type: 'error', text: common.unknownError });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="cmsb-ticket-list__body" data-state={state} aria-labelledby="cmsb-ticket-list-heading">
      <h2 id="cmsb-ticket-list-heading" className="cmsb-ticket-list__heading">
        {labels.heading}
      </h2>
      <div className="cmsb-ticket-list__controls">
        {picker}
        <TextField
          ref={search}
          className="cmsb-ticket-list__search"
          type="search"
          label={labels.search}
          hint={labels.searchHint}
          value={address.query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setAddress({ query: event.target.value, page: 1 }, 'replace')}
        />
      </div>
      {/* Closing it gives the focus back to the search field, where the desk's work starts. */}
      <DeskFailureBanner failures={failures} onClose={() => search.current?.focus()} />
      {content()}
      {checkIn.dialog}
      {deletion.dialog}
    </section>
  );

  function content() {
    if (state === 'loading') return <Spinner label={common.loading} />;
    if (tickets.isError) {
      return <LoadFailed onRetry={() => void tickets.refetch()} />;
    }
    if (page.state === 'out-of-range') {
      return (
        <Alert type="warning">
          <p>{fillLabel(labels.outOfRange, { n: Number.isNaN(address.page) ? '?' : address.page })}</p>
          <p>
            <a href={listAddressUrl(window.location.href, { ...address, page: 1 })} onClick={goToFirstPage}>
              {labels.firstPage}
            </a>
          </p>
        </Alert>
      );
    }
    return (
      <>
        <div className="cmsb-ticket-list__summary">
          <p role="status" className="cmsb-ticket-list__count">
            {results.length === 0
              ? state === 'no-match'
                ? fillLabel(labels.noMatch, { query: address.query.trim() })
                : labels.noTickets
              : `${fillLabel(labels.showing, { first: page.first, last: page.last, total: page.total })} · ${fillLabel(
                  labels.checkedInCount,
                  { checkedIn, total: results.length },
                )}`}
          </p>
          <Button variant="secondary" busy={exporting} disabled={activeResults === 0} onClick={() => void exportCsv()}>
            {fillLabel(address.query.trim() ? labels.exportSearch : labels.exportAll, { count: activeResults })}
          </Button>
        </div>
        {page.items.length > 0 && (
          <TicketTable
            caption={fillLabel(labels.caption, { conference: conference.title })}
            tickets={page.items}
            pending={checkIn.pending}
            onCheckIn={checkIn.toggle}
            onDelete={deletion.ask}
          />
        )}
        <TicketPager page={address.page} pageCount={page.pageCount} onPage={(n) => setAddress({ ...address, page: n }, 'push')} />
      </>
    );
  }

  function goToFirstPage(event: MouseEvent) {
    event.preventDefault();
    setAddress({ ...address, page: 1 }, 'push');
  }
}

/** Previous and next, with where staff are; nothing when all results fit one page. */
function TicketPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const labels = useLabels(ticketListLabels);
  if (pageCount <= 1) return null;
  return (
    <nav className="cmsb-ticket-list__pager" aria-label={labels.pages}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span>{fillLabel(labels.pageOf, { page, pageCount })}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}

/** Builds the CSV (papaparse is fetched now, not with the list) and hands it to the browser as a download. */
async function downloadTicketsCsv(conferenceId: string, tickets: readonly ConferenceTicket[], labels: TicketCsvLabels) {
  const { unparse } = await import('papaparse');
  const blob = new Blob([ticketsCsv(unparse, tickets, labels)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, ticketsCsvFileName(conferenceId, new Date()));
}
