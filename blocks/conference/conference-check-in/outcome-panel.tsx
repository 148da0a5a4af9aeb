import type { CSSProperties } from 'react';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { formatDate } from '#format/index.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { checkInLabels, type CheckInLabels } from './labels.ts';
import type { DeskOutcome } from './use-desk.ts';

export const fullName = (ticket: ConferenceTicket) => `${ticket.firstName} ${ticket.lastName}`.trim();
export const badgeName = (ticket: ConferenceTicket) => ticket.displayName || fullName(ticket);

const LOUD = new Set<DeskOutcome['status']>(['already-checked-in', 'conflict', 'inactive', 'failed']);

/**
 * What the desk just did, in two live regions that stay on the page so every change is read out:
 * a polite one for progress and success, an assertive one for warnings and failures.
 */
export function OutcomePanel({ outcome, onRetry }: { outcome: DeskOutcome; onRetry: () => void }) {
  const loud = LOUD.has(outcome.status);
  return (
    <div className="cmsb-checkin__outcome">
      <div role="status">{!loud && <Quiet outcome={outcome} />}</div>
      <div role="alert">{loud && <Loud outcome={outcome} onRetry={onRetry} />}</div>
    </div>
  );
}

function Quiet({ outcome }: { outcome: DeskOutcome }) {
  const labels = useLabels(checkInLabels);
  if (outcome.status === 'ready') return null;
  const name = badgeName(outcome.ticket);
  switch (outcome.status) {
    case 'checking-in':
      return <p className="cmsb-checkin__progress">{fillLabel(labels.checkingIn, { name })}</p>;
    case 'undoing':
      return <p className="cmsb-checkin__progress">{fillLabel(labels.undoing, { name })}</p>;
    case 'undone':
      return <p className="cmsb-checkin__progress">{fillLabel(labels.undone, { name })}</p>;
    default:
      return (
        <div className="cmsb-checkin__result cmsb-checkin__result--success">
          <p className="cmsb-checkin__result-title">{labels.checkedIn}</p>
          <Attendee ticket={outcome.ticket} labels={labels} />
        </div>
      );
  }
}

function Loud({ outcome, onRetry }: { outcome: DeskOutcome; onRetry: () => void }) {
  const labels = useLabels(checkInLabels);
  const shared = useLabels(conferenceLabels);
  const { locale } = useHostConfig();
  if (!('ticket' in outcome)) return null;
  const { ticket } = outcome;
  const name = badgeName(ticket);
  const time = ticket.checkedInAt
    ? formatDate(new Date(ticket.checkedInAt), locale, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  if (outcome.status === 'failed') {
    return (
      <div className="cmsb-checkin__result cmsb-checkin__result--failed">
        <p className="cmsb-checkin__result-title">{shared.unknownError}</p>
        <p>{fillLabel(outcome.action === 'check-in' ? labels.checkInFailed : labels.undoFailed, { name })}</p>
        <Button variant="secondary" onClick={onRetry}>
          {shared.tryAgain}
        </Button>
      </div>
    );
  }
  const [title, text] =
    outcome.status === 'inactive'
      ? [labels.inactiveTitle, labels.inactive]
      : outcome.status === 'conflict'
        ? [labels.conflictTitle, labels.conflict]
        : [labels.alreadyTitle, labels.already];
  return (
    <div className="cmsb-checkin__result cmsb-checkin__result--warning">
      <p className="cmsb-checkin__result-title">{title}</p>
      <p className="cmsb-checkin__warning-text">{fillLabel(text, { name, time })}</p>
      <Attendee ticket={ticket} labels={labels} />
    </div>
  );
}

function Attendee({ ticket, labels }: { ticket: ConferenceTicket; labels: CheckInLabels }) {
  const ribbons = ticket.ribbons.filter((ribbon) => ribbon.has);
  return (
    <>
      <p className="cmsb-checkin__badge-name">{badgeName(ticket)}</p>
      <p className="cmsb-checkin__full-name">{fullName(ticket)}</p>
      <dl className="cmsb-checkin__facts">
        <div>
          <dt>{labels.ticketType}</dt>
          <dd>{ticket.ticketName}</dd>
        </div>
        <div>
          <dt>{labels.features}</dt>
          <dd>{ticket.features.length > 0 ? ticket.features.map((feature) => feature.name).join(', ') : labels.noFeatures}</dd>
        </div>
        {ribbons.length > 0 && (
          <div>
            <dt>{labels.ribbons}</dt>
            <dd>
              <ul className="cmsb-checkin__ribbons">
                {ribbons.map((ribbon) => (
                  <li
                    key={ribbon.name}
                    className="cmsb-checkin__ribbon"
                    style={{ '--_cmsb-ribbon': ribbon.color } as CSSProperties}
                  >
                    {ribbon.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
