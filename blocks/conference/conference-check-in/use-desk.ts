import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { ticketsQueryOptions } from '../shared/query-options.ts';
import { useStaffLogin } from '../shared/staff-access.tsx';
import { useCheckIn } from '../shared/ticket-updates.ts';
import { checkInVerdict } from './ticket-index.ts';

/** What the desk last did, shown as its `data-state`. */
export type DeskOutcome =
  | { status: 'ready' }
  | { status: 'checking-in' | 'checked-in' | 'undoing' | 'undone'; ticket: ConferenceTicket }
  /** Checked in before: by this desk, another one, or the list. */
  | { status: 'already-checked-in' | 'inactive'; ticket: ConferenceTicket }
  /** Another desk checked the ticket in while this one tried. */
  | { status: 'conflict'; ticket: ConferenceTicket }
  | { status: 'failed'; action: 'check-in' | 'undo'; ticket: ConferenceTicket };

/**
 * The desk's check-in and undo. Calls run one after another, so a code scanned while a call is
 * still out waits its turn instead of being dropped, and each one reads the ticket as it is by
 * then (a second scan of the same ticket sees the first check-in). A task that throws shows as
 * failed and the queue goes on with the next scan.
 */
export function useDesk() {
  const { leaveIfSignedOut } = useStaffLogin();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const setCheckedIn = useCheckIn();
  const [outcome, setOutcome] = useState<DeskOutcome>({ status: 'ready' });
  /** This desk's last check-in, until it is undone: the ref is what a queued undo acts on, the state what the page shows. */
  const lastCheckIn = useRef<ConferenceTicket | null>(null);
  const [undoable, setUndoable] = useState<ConferenceTicket | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const latest = (ticket: ConferenceTicket) =>
    queryClient.getQueryData(ticketsQueryOptions(api, ticket.conferenceId).queryKey)?.find((item) => item.uid === ticket.uid) ??
    ticket;
  const remember = (ticket: ConferenceTicket | null) => {
    lastCheckIn.current = ticket;
    setUndoable(ticket);
  };
  const enqueue = (task: () => Promise<void>, failed: () => DeskOutcome) => {
    queue.current = queue.current.then(task).catch(() => setOutcome(failed()));
  };

  function checkIn(chosen: ConferenceTicket) {
    enqueue(
      async () => {
        const ticket = latest(chosen);
        const verdict = checkInVerdict(ticket);
        if (verdict !== 'ok') {
          setOutcome({ status: verdict, ticket });
          return;
        }
        setOutcome({ status: 'checking-in', ticket });
        const result = await setCheckedIn(ticket, true);
        if (result.outcome === 'done') {
          setOutcome({ status: 'checked-in', ticket: result.ticket });
          remember(result.ticket);
        } else if (result.outcome === 'conflict') {
          setOutcome({ status: 'conflict', ticket: result.ticket });
        } else if (!leaveIfSignedOut(result.failure)) {
          setOutcome({ status: 'failed', action: 'check-in', ticket });
        }
      },
      () => ({ status: 'failed', action: 'check-in', ticket: chosen }),
    );
  }

  /** Undoes the last check-in as it is when the undo's turn comes, not when it was asked for. */
  function undo() {
    enqueue(
      async () => {
        const last = lastCheckIn.current;
        if (!last) return;
        const ticket = latest(last);
        setOutcome({ status: 'undoing', ticket });
        const result = await setCheckedIn(ticket, false);
        // A conflict here means the check-in was already undone elsewhere: the same end.
        if (result.outcome !== 'failed' && !result.ticket.checkedIn) {
          if (lastCheckIn.current?.uid === last.uid) remember(null);
          setOutcome({ status: 'undone', ticket: result.ticket });
        } else if (result.outcome !== 'failed' || !leaveIfSignedOut(result.failure)) {
          setOutcome({ status: 'failed', action: 'undo', ticket });
        }
      },
      () => {
        const last = lastCheckIn.current;
        return last ? { status: 'failed', action: 'undo', ticket: latest(last) } : { status: 'ready' };
      },
    );
  }

  function retry() {
    if (outcome.status !== 'failed') return;
    if (outcome.action === 'check-in') checkIn(outcome.ticket);
    else undo();
  }

  return { outcome, undoable, checkIn, undo, retry };
}
