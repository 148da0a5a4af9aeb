import { useId } from 'react';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { routePath } from '#host/routes.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { attendeeName } from '../shared/attendee-name.ts';
import { RibbonChips } from '../shared/ribbon-chips.tsx';
import { ticketListLabels } from './labels.ts';

export interface TicketTableProps {
  caption: string;
  tickets: readonly ConferenceTicket[];
  pending: ReadonlySet<string>;
  onCheckIn: (ticket: ConferenceTicket, checkedIn: boolean) => void;
  onDelete: (ticket: ConferenceTicket) => void;
}

/**
 * One page of tickets as a table; on a narrow block each row becomes a card whose cells name
 * their column (ticket-list.css), so nothing scrolls sideways.
 */
export function TicketTable({ caption, tickets, pending, onCheckIn, onDelete }: TicketTableProps) {
  const labels = useLabels(ticketListLabels);
  const reasonId = useId();
  const { routes } = useHostConfig();
  return (
    <table className="cmsb-ticket-table">
      <caption className="cmsb-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.attendee}</th>
          <th scope="col">{labels.ticketType}</th>
          <th scope="col">{labels.order}</th>
          <th scope="col">{labels.owner}</th>
          <th scope="col">{labels.features}</th>
          <th scope="col">{labels.ribbons}</th>
          <th scope="col">{labels.status}</th>
          <th scope="col">{labels.checkedIn}</th>
          <th scope="col">{labels.actions}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => {
          const name = attendeeName(ticket);
          // The server refuses to check in an inactive ticket; one checked in already can still be undone.
          const locked = !ticket.active && !ticket.checkedIn;
          return (
            <tr key={ticket.uid} data-uid={ticket.uid} data-checked-in={ticket.checkedIn}>
              <th scope="row">
                <span className="cmsb-ticket-table__name">{name}</span>
                <span className="cmsb-ticket-table__badge">
                  {labels.badge}: {ticket.displayName}
                  {ticket.displayRcn && ` · ${ticket.displayRcn}`}
                </span>
              </th>
              <td data-label={labels.ticketType}>
                {ticket.ticketName} <span className="cmsb-ticket-table__muted">{ticket.skuNumber}</span>
              </td>
              <td data-label={labels.order}>{ticket.orderNumber}</td>
              <td data-label={labels.owner}>
                {`${ticket.ownerFirstName} ${ticket.ownerLastName}`}{' '}
                <span className="cmsb-ticket-table__muted">{ticket.ownerRcn}</span>
              </td>
              <td data-label={labels.features}>
                {ticket.features.length > 0 && (
                  <ul className="cmsb-ticket-table__features">
                    {ticket.features.map((feature) => (
                      <li key={feature.uid}>{feature.name}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={labels.ribbons}>
                <RibbonChips ribbons={ticket.ribbons} label={labels.ribbons} />
              </td>
              <td data-label={labels.status}>{ticket.active ? labels.active : labels.inactive}</td>
              <td data-label={labels.checkedIn}>
                <input
                  type="checkbox"
                  className="cmsb-ticket-table__check-in"
                  aria-label={fillLabel(labels.checkInOf, { name })}
                  checked={ticket.checkedIn}
                  disabled={locked}
                  aria-describedby={locked ? `${reasonId}-${ticket.uid}` : undefined}
                  aria-busy={pending.has(ticket.uid) || undefined}
                  onChange={(event) => onCheckIn(ticket, event.target.checked)}
                />
                {locked && ' '}
                {locked && (
                  <span id={`${reasonId}-${ticket.uid}`} className="cmsb-ticket-table__muted">
                    {labels.checkInLocked}
                  </span>
                )}
              </td>
              <td data-label={labels.actions}>
                <div className="cmsb-ticket-table__actions">
                  <a
                    className="cmsb-ticket-table__edit"
                    href={routePath(routes.conferenceTicket, { uid: ticket.uid })}
                    aria-label={fillLabel(labels.editOf, { name })}
                  >
                    {labels.edit}
                  </a>
                  <Button variant="link" aria-label={fillLabel(labels.deleteOf, { name })} onClick={() => onDelete(ticket)}>
                    {labels.delete}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
