import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { formatNumber } from '#format/index.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { classNames } from '#ui/class-names.ts';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { ticketsQueryOptions } from '../shared/query-options.ts';
import { LoadFailed, sessionEnded, useLeaveIfSignedOut } from '../shared/staff-access.tsx';
import { ticketActionLabels } from '../shared/ticket-action-labels.ts';
import { checkInLabels } from './labels.ts';
import { badgeName, fullName, OutcomePanel } from './outcome-panel.tsx';
import { attendance, buildTicketIndex, enterTarget, lookUp, preselected, type DeskLookup } from './ticket-index.ts';
import { useDesk } from './use-desk.ts';

/** Clicks on these keep their own focus; a click anywhere else on the desk gives it back to the field. */
const FOCUSABLE = 'input, select, textarea, button, a, [role="option"]';

/** Loads every ticket of the conference once; the desk then searches them in memory. */
export function CheckInDesk({ conferenceId, picker }: { conferenceId: string; picker: ReactNode }) {
  const shared = useLabels(conferenceLabels);
  const api = useApiClient();
  const tickets = useQuery(ticketsQueryOptions(api, conferenceId));
  const { error } = tickets;
  useLeaveIfSignedOut(error);

  if (tickets.isPending || sessionEnded(error)) {
    return (
      <>
        {picker}
        <Spinner label={shared.loading} />
      </>
    );
  }
  if (tickets.isError) {
    return (
      <>
        {picker}
        <LoadFailed onRetry={() => void tickets.refetch()} />
      </>
    );
  }
  return <Desk tickets={tickets.data} picker={picker} />;
}

function Desk({ tickets, picker }: { tickets: readonly ConferenceTicket[]; picker: ReactNode }) {
  const labels = useLabels(checkInLabels);
  const actions = useLabels(ticketActionLabels);
  const shared = useLabels(conferenceLabels);
  const { locale } = useHostConfig();
  const desk = useDesk();
  const [text, setText] = useState('');
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const search = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const index = useMemo(() => buildTicketIndex(tickets), [tickets]);
  const lookup = useMemo(() => lookUp(index, tickets, text), [index, tickets, text]);
  const count = useMemo(() => attendance(tickets), [tickets]);
  // What Enter acts on and the list marks: the result staff moved to, else the desk's own choice.
  const selected = highlighted >= 0 ? highlighted : preselected(lookup);
  const number = (value: number) => formatNumber(value, { locale, fractionDigits: 0 });

  useEffect(() => {
    const desk = root.current;
    if (!desk) return;
    const giveBack = (event: MouseEvent) => {
      const target = event.target as Element;
      const selecting = !(window.getSelection()?.isCollapsed ?? true);
      if (!target.closest(FOCUSABLE) && !selecting) search.current?.focus();
    };
    desk.addEventListener('click', giveBack);
    return () => desk.removeEventListener('click', giveBack);
  }, []);

  const refocus = () => search.current?.focus();
  const change = (next: string) => {
    setText(next);
    setHighlighted(-1);
  };
  // Focus moves to the field first: the dialog gives focus back to what had it, and the undo
  // button may be gone by then.
  const askUndo = () => {
    if (!desk.undoable) return;
    refocus();
    setConfirmingUndo(true);
  };
  const act = (ticket: ConferenceTicket) => {
    desk.checkIn(ticket);
    change('');
    refocus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const shown = lookup.shown.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted(selected < 0 && step < 0 ? shown - 1 : (selected + step + shown) % shown);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The field's own value: a scanner's Enter may come before React has rendered its last keys.
      const now = event.currentTarget.value === text ? lookup : lookUp(index, tickets, event.currentTarget.value);
      const target = enterTarget(now, event.currentTarget.value === text ? highlighted : -1);
      if (target) act(target);
    } else if (event.key === 'Escape') {
      change('');
    } else if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && text === '') {
      event.preventDefault();
      askUndo();
    }
  }

  // The undo acts on the last check-in when its turn comes, so one still under way is the one named.
  const undoTarget = desk.outcome.status === 'checking-in' ? desk.outcome.ticket : desk.undoable;
  const expanded = lookup.shown.length > 0;
  const activeId = selected >= 0 ? `${listId}-${selected}` : undefined;
  return (
    <div ref={root} className="cmsb-checkin__desk" data-state={desk.outcome.status}>
      <div className="cmsb-checkin__top">
        {picker}
        <p className="cmsb-checkin__count" aria-live="polite">
          {fillLabel(labels.count, { checkedIn: number(count.checkedIn), active: number(count.active) })}
        </p>
      </div>
      <div className="cmsb-checkin__search">
        <TextField
          ref={search}
          className="cmsb-checkin__field"
          label={labels.search}
          hint={labels.searchHint}
          // The desk exists to take scans: the field has focus from the start.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Results
          lookup={lookup}
          text={text}
          listId={listId}
          selected={selected}
          chosenByStaff={highlighted >= 0}
          onChoose={act}
        />
      </div>
      <p className="cmsb-checkin__keys">{labels.keys}</p>
      <OutcomePanel
        outcome={desk.outcome}
        onRetry={() => {
          desk.retry();
          refocus();
        }}
      />
      {desk.undoable && (
        <Button variant="secondary" className="cmsb-checkin__undo" onClick={askUndo}>
          {fillLabel(labels.undo, { name: badgeName(desk.undoable) })}
        </Button>
      )}
      <ConfirmDialog
        open={confirmingUndo}
        title={actions.undoTitle}
        confirmLabel={actions.undoConfirm}
        cancelLabel={shared.cancel}
        onCancel={() => setConfirmingUndo(false)}
        onConfirm={() => {
          desk.undo();
          setConfirmingUndo(false);
        }}
      >
        {undoTarget && <p>{fillLabel(actions.undoText, { name: badgeName(undoTarget) })}</p>}
      </ConfirmDialog>
    </div>
  );
}

function Results({
  lookup,
  text,
  listId,
  selected,
  chosenByStaff,
  onChoose,
}: {
  lookup: DeskLookup;
  text: string;
  listId: string;
  /** The result Enter acts on, -1 for none. */
  selected: number;
  /** Whether staff moved to it with the arrow keys, rather than the desk pre-selecting it. */
  chosenByStaff: boolean;
  onChoose: (ticket: ConferenceTicket) => void;
}) {
  const labels = useLabels(checkInLabels);
  const choice = lookup.shown[selected];
  const others = lookup.total - 1;
  const note =
    text.trim() === ''
      ? ''
      : lookup.total === 0
        ? labels.noMatch
        : choice && !chosenByStaff && others > 0
          ? fillLabel(others === 1 ? labels.selectedOneOther : labels.selectedOthers, { name: badgeName(choice), others })
          : lookup.total > lookup.shown.length
            ? fillLabel(labels.moreResults, { shown: lookup.shown.length, total: lookup.total })
            : lookup.total > 1 && !choice
              ? fillLabel(labels.choose, { total: lookup.total })
              : '';
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={labels.results}
        className="cmsb-checkin__results"
        hidden={lookup.shown.length === 0}
      >
        {lookup.shown.map((ticket, position) => (
          <div
            key={ticket.uid}
            id={`${listId}-${position}`}
            role="option"
            tabIndex={-1}
            aria-selected={position === selected}
            className={classNames('cmsb-checkin__option', !ticket.active && 'cmsb-checkin__option--inactive')}
            // note: on mousedown, so the search field keeps focus
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(ticket);
            }}
          >
            <span className="cmsb-checkin__option-name">{badgeName(ticket)}</span>
            <span className="cmsb-checkin__option-detail">
              {fullName(ticket)} · {ticket.ticketName} · {fillLabel(labels.order, { orderNumber: ticket.orderNumber })}
              {ticket.ownerRcn && ` · ${fillLabel(labels.rcn, { rcn: ticket.ownerRcn })}`}
            </span>
            {!ticket.active ? (
              <span className="cmsb-checkin__mark">{labels.inactiveMark}</span>
            ) : (
              ticket.checkedIn && <span className="cmsb-checkin__mark">{labels.checkedInMark}</span>
            )}
          </div>
        ))}
      </div>
      <p className="cmsb-checkin__note" aria-live="polite">
        {note}
      </p>
    </>
  );
}
