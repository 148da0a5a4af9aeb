import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { conferenceQueryOptions, ticketQueryOptions } from '../shared/query-options.ts';
import { StaffOnly, LoadFailed, useLeaveIfSignedOut } from '../shared/staff-access.tsx';
import { ticketDetailsLabels } from './labels.ts';
import css from './ticket-details.css?inline';
import { TicketEditor } from './ticket-editor.tsx';

export interface ConferenceTicketDetailsProps {
  uid: string;
}

/** Staff edit one ticket (conference.md 2): save, check in, delete, add features. */
export function ConferenceTicketDetails({ uid }: ConferenceTicketDetailsProps) {
  useStyles(css);
  return (
    <div className="cmsb-ticket-details">
      <StaffOnly>{() => <TicketDetails uid={uid} />}</StaffOnly>
    </div>
  );
}

function TicketDetails({ uid }: { uid: string }) {
  const labels = useLabels(ticketDetailsLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const { routes } = useHostConfig();
  const ticket = useQuery(ticketQueryOptions(api, uid));
  const conferenceId = ticket.data?.conferenceId ?? '';
  const conference = useQuery({ ...conferenceQueryOptions(api, conferenceId), enabled: conferenceId !== '' });
  const error = ticket.error ?? conference.error;
  useLeaveIfSignedOut(error);

  const notFound = ticket.isError && classifyFailure(ticket.error).kind === 'not-found';
  const state = notFound ? 'not-found' : error ? 'error' : ticket.data && conference.data ? 'ready' : 'loading';
  return (
    <div className="cmsb-ticket-details__body" data-state={state}>
      {content()}
    </div>
  );

  function content() {
    if (notFound) {
      return (
        <Alert type="warning">
          <p>{fillLabel(labels.notFound, { uid })}</p>
          <p>
            <a href={routes.conferenceTickets}>{labels.backToList}</a>
          </p>
        </Alert>
      );
    }
    if (error) {
      return <LoadFailed onRetry={() => void (ticket.isError ? ticket.refetch() : conference.refetch())} />;
    }
    if (!ticket.data || !conference.data) return <Spinner label={common.loading} />;
    return <TicketEditor ticket={ticket.data} conference={conference.data} />;
  }
}
