import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { apiQueryOptions } from '../../../src/api/query-options.ts';
import { freeEventEndpoint, type EventTicket, type FreeEvent } from '../../../src/contracts/event-registration.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import formCss from '../../../src/ui/forms/form.css?inline';
import { focusFirstField } from '../../../src/ui/initial-focus.ts';
import { Spinner } from '../../../src/ui/forms/spinner.tsx';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { useStyles } from '../../../src/ui/use-styles.ts';
import { eventDisplayState, eventLookup, formatEventTime, type Submission } from './event-display.ts';
import css from './event-registration.css?inline';
import { eventRegistrationLabels } from './labels.ts';
import { RegistrationForm } from './registration-form.tsx';
import { LogInPrompt } from '../../../src/ui/log-in-prompt.tsx';

export interface EventRegistrationProps {
  eventId?: string | undefined;
}

/** Registers logged-in visitors (and whoever they register next) for one free event. */
export function EventRegistration({ eventId }: EventRegistrationProps) {
  useStyles(formCss);
  useStyles(css);
  const labels = useLabels(eventRegistrationLabels);
  const api = useApiClient();
  const { user, editMode, locale } = useHostConfig();
  const query = useQuery({
    ...apiQueryOptions(api, freeEventEndpoint, { params: { eventId: eventId ?? '' } }),
    enabled: Boolean(eventId),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const [submission, setSubmission] = useState<Submission>('idle');
  const [ticket, setTicket] = useState<EventTicket | null>(null);
  // Each registration gets a fresh form: 'Register another' starts empty.
  const [round, setRound] = useState(0);
  const done = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const state = eventDisplayState(eventLookup(query, Boolean(eventId)), Boolean(user), submission);
  if (state === 'missing-event-id' && !editMode) return null;
  return (
    <div ref={root} className="cmsb-event cmsb-form" data-state={state}>
      {content()}
    </div>
  );

  function content() {
    if (state === 'missing-event-id') {
      // Visitors see nothing of a block without an event (above); content administrators see why.
      return <Alert type="warning">{eventId ? fillLabel(labels.unknownEventId, { eventId }) : labels.missingEventId}</Alert>;
    }
    if (state === 'loading') return <Spinner />;
    const event = query.data;
    if (!event) {
      return (
        <Alert type="warning">
          <p>{labels.eventUnavailable}</p>
          <Button variant="secondary" className="cmsb-form__submit" onClick={() => void query.refetch()}>
            {labels.tryAgain}
          </Button>
        </Alert>
      );
    }
    return (
      <>
        <EventDetails event={event} locale={locale} label={labels.event} />
        {state === 'registered' && ticket ? registered(ticket) : state === 'not-logged-in' ? loggedOut() : form(event.id)}
      </>
    );
  }

  function registered(issued: EventTicket) {
    return (
      <>
        <Alert ref={done} tabIndex={-1} type="success">
          <p>{fillLabel(labels.registered, { name: `${issued.firstName} ${issued.lastName}`, event: issued.eventName })}</p>
          <p>{fillLabel(labels.ticket, { ticketNumber: issued.ticketNumber })}</p>
        </Alert>
        <Button
          variant="secondary"
          className="cmsb-form__submit"
          onClick={() => {
            setTicket(null);
            setSubmission('idle');
            setRound((count) => count + 1);
            // Only a form the visitor asked for takes the focus, not the one the page opens with.
            focusAfterRender(() => root.current && focusFirstField(root.current));
          }}
        >
          {labels.registerAnother}
        </Button>
      </>
    );
  }

  function loggedOut() {
    return <LogInPrompt text={labels.notLoggedIn} logIn={labels.logIn} linkClassName="cmsb-form__link" />;
  }

  function form(id: string) {
    return (
      <RegistrationForm
        key={round}
        eventId={id}
        onSubmission={(next, issued) => {
          setSubmission(next);
          if (issued) {
            setTicket(issued);
            // The form goes away with the focus in it: the confirmation takes it.
            focusAfterRender(() => done.current?.focus());
          }
        }}
      />
    );
  }
}

function EventDetails({ event, locale, label }: { event: FreeEvent; locale: string; label: string }) {
  return (
    <div className="cmsb-event__details">
      <p className="cmsb-event__label">{label}</p>
      <p className="cmsb-event__name">{event.name}</p>
      <p className="cmsb-event__when">
        <time dateTime={event.startsAt}>{formatEventTime(event, locale)}</time>
      </p>
      <p className="cmsb-event__where">{event.location}</p>
    </div>
  );
}
