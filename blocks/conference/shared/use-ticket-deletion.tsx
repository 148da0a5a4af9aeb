import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { apiErrorText, isApiError } from '../../../src/api/errors/api-error.ts';
import { deleteTicketEndpoint, type ConferenceTicket } from '../../../src/contracts/conference.ts';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog.tsx';
import { useToast } from '../../../src/ui/toast.tsx';
import { attendeeName } from './attendee-name.ts';
import { conferenceLabels } from './conference-labels.ts';
import { ticketQueryOptions, ticketsQueryOptions } from './query-options.ts';
import { useStaffLogin } from './staff-access.tsx';
import { ticketActionLabels } from './ticket-action-labels.ts';
import type { DeskFailureReport } from './use-desk-failures.ts';

export interface TicketDeletion {
  /** Opens the confirmation for `ticket`. */
  ask: (ticket: ConferenceTicket) => void;
  /** The confirmation, to render once. */
  dialog: ReactNode;
}

/**
 * Deletes a ticket after confirmation and takes it out of every view; `onDeleted` follows. A 404
 * means another desk deleted it already: the same outcome. A failure goes to `failures`, the
 * page's error region; the confirmation that it was deleted is a toast.
 */
export function useTicketDeletion(
  failures: DeskFailureReport,
  onDeleted: (ticket: ConferenceTicket) => void = () => undefined,
): TicketDeletion {
  const { leaveIfLoggedOut } = useStaffLogin();
  const labels = useLabels(ticketActionLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState<ConferenceTicket | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (ticket: ConferenceTicket) => {
    setBusy(true);
    try {
      await api.request(deleteTicketEndpoint, { params: { uid: ticket.uid } });
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) {
        setBusy(false);
        setAsking(null);
        if (!leaveIfLoggedOut(error)) {
          failures.report({ about: deleteAbout(ticket), type: 'error', text: apiErrorText(error, common.unknownError) });
        }
        return;
      }
    }
    queryClient.setQueryData(ticketsQueryOptions(api, ticket.conferenceId).queryKey, (tickets) =>
      tickets?.filter((item) => item.uid !== ticket.uid),
    );
    queryClient.removeQueries({ queryKey: ticketQueryOptions(api, ticket.uid).queryKey });
    setBusy(false);
    setAsking(null);
    toast.show({ text: fillLabel(labels.deleted, { name: attendeeName(ticket) }) });
    onDeleted(ticket);
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={labels.deleteTitle}
      confirmLabel={labels.deleteConfirm}
      cancelLabel={common.cancel}
      busy={busy}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        if (asking) void remove(asking);
      }}
    >
      {asking && <p>{fillLabel(labels.deleteText, { name: attendeeName(asking) })}</p>}
    </ConfirmDialog>
  );

  return {
    ask: (ticket) => {
      failures.retrying(deleteAbout(ticket));
      setAsking(ticket);
    },
    dialog,
  };
}

const deleteAbout = (ticket: ConferenceTicket) => `delete ${ticket.uid}`;
