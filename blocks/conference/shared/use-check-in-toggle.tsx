import { useState, type ReactNode } from 'react';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { failureText } from '#api/errors/api-error.ts';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { attendeeName } from './attendee-name.ts';
import { conferenceLabels } from './conference-labels.ts';
import { useStaffLogin } from './staff-access.tsx';
import { ticketActionLabels } from './ticket-action-labels.ts';
import { useCheckIn } from './ticket-updates.ts';
import type { DeskFailureReport } from './use-desk-failures.ts';

export interface CheckInToggle {
  /** Checks in at once; an undo asks first (conference.md 4). */
  toggle: (ticket: ConferenceTicket, checkedIn: boolean) => void;
  /** Tickets whose call is under way: their toggle waits, so a second click cannot cross the first. */
  pending: ReadonlySet<string>;
  /** The undo confirmation, to render once. */
  dialog: ReactNode;
}

/**
 * Check-in toggling with the undo confirmation. A conflict and a failure (the toggle put back)
 * go to `failures`, the page's error region: toasts are for confirmations only.
 */
export function useCheckInToggle(failures: DeskFailureReport): CheckInToggle {
  const { leaveIfSignedOut } = useStaffLogin();
  const labels = useLabels(ticketActionLabels);
  const common = useLabels(conferenceLabels);
  const setCheckedIn = useCheckIn();
  const [undoing, setUndoing] = useState<ConferenceTicket | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const apply = async (ticket: ConferenceTicket, checkedIn: boolean) => {
    setPending((current) => new Set(current).add(ticket.uid));
    const result = await setCheckedIn(ticket, checkedIn);
    setPending((current) => {
      const next = new Set(current);
      next.delete(ticket.uid);
      return next;
    });
    const about = checkInAbout(ticket);
    if (result.outcome === 'conflict') {
      failures.report({
        about,
        type: 'conflict',
        text: fillLabel(labels.checkInConflict, { name: attendeeName(ticket) }),
      });
    } else if (result.outcome === 'failed' && !leaveIfSignedOut(result.failure)) {
      failures.report({ about, type: 'error', text: failureText(result.failure, common.unknownError) });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={undoing !== null}
      title={labels.undoTitle}
      confirmLabel={labels.undoConfirm}
      cancelLabel={common.cancel}
      onCancel={() => setUndoing(null)}
      onConfirm={() => {
        if (undoing) void apply(undoing, false);
        setUndoing(null);
      }}
    >
      {undoing && <p>{fillLabel(labels.undoText, { name: attendeeName(undoing) })}</p>}
    </ConfirmDialog>
  );

  return {
    toggle: (ticket, checkedIn) => {
      if (pending.has(ticket.uid)) return;
      failures.retrying(checkInAbout(ticket));
      if (checkedIn) void apply(ticket, true);
      else setUndoing(ticket);
    },
    pending,
    dialog,
  };
}

const checkInAbout = (ticket: ConferenceTicket) => `check-in ${ticket.uid}`;
