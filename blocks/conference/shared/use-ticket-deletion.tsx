import { useState, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure, failureText } from '#api/errors/api-error.ts';
import { useSave, type SaveStatus } from '#api/use-save.ts';
import { deleteTicketEndpoint, type ConferenceTicket } from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { useToast } from '#ui/toast.tsx';
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
  /** The last deletion's save status: 'saved' once the ticket is gone, until the next one. */
  status: SaveStatus;
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
  const { leaveIfSignedOut } = useStaffLogin();
  const labels = useLabels(ticketActionLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const toast = useToast();
  const [asking, setAsking] = useState<ConferenceTicket | null>(null);
  const deletion = useSave({
    send: (ticket: ConferenceTicket) =>
      api.request(deleteTicketEndpoint, { params: { uid: ticket.uid } }).then(
        () => ticket,
        (error: unknown) => {
          if (classifyFailure(error).kind === 'not-found') return ticket;
          throw error;
        },
      ),
    onSaved: (ticket, _asked, queryClient) => {
      queryClient.setQueryData(ticketsQueryOptions(api, ticket.conferenceId).queryKey, (tickets) =>
        tickets?.filter((item) => item.uid !== ticket.uid),
      );
      queryClient.removeQueries({ queryKey: ticketQueryOptions(api, ticket.uid).queryKey });
    },
    keepSaved: true,
  });

  const remove = async (ticket: ConferenceTicket) => {
    const outcome = await deletion.save(ticket);
    if (outcome.status === 'skipped') return;
    setAsking(null);
    if (outcome.status === 'saved') {
      toast.show({ text: fillLabel(labels.deleted, { name: attendeeName(ticket) }) });
      onDeleted(ticket);
    } else if (!leaveIfSignedOut(outcome.failure)) {
      failures.report({ about: deleteAbout(ticket), type: 'error', text: failureText(outcome.failure, common.unknownError) });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={labels.deleteTitle}
      confirmLabel={labels.deleteConfirm}
      cancelLabel={common.cancel}
      busy={deletion.status === 'pending'}
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
    status: deletion.status,
  };
}

const deleteAbout = (ticket: ConferenceTicket) => `delete ${ticket.uid}`;
