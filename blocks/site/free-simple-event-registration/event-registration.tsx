import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { freeEventEndpoint, type EventTicket, type FreeEvent, eventTicketEndpoint } from '#contracts/event-registration.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { NothingToShow } from '#runtime/nothing-to-show.tsx';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import formCss from '#ui/forms/form.css?inline';
import { focusFirstField } from '#ui/initial-focus.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import {
  eventDisplayState,
  eventLookup,
  formatEventTime,
  type Submission,
  REGISTRATION_FIELDS,
  registrationSubmission,
} from './event-display.ts';
import css from './event-registration.css?inline';
import { eventRegistrationLabels, type EventRegistrationLabels } from './labels.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { usePublicForm } from '#ui/forms/use-public-form.ts';
import { EMAIL_MAX_LENGTH } from '#validation/email.ts';
import {
  capitalizeFirstLetter,
  EVENT_COUNTRIES,
  EVENT_NAME_MAX_LENGTH,
  isEventCountry,
  validateEventRegistration,
  type EventRegistrationField,
  type EventRegistrationInput,
} from '#validation/event-registration.ts';
import type { FieldErrors } from '#validation/required.ts';

export interface EventRegistrationProps {
  eventId?: string | undefined;
}

/** Registers logged-in visitors (and whoever they register next) for one free event. */
export function EventRegistration({ eventId }: EventRegistrationProps) {
  useStyles(formCss);
  useStyles(css);
  const labels = useLabels(eventRegistrationLabels);
  const api = useApiClient();
  const { user, locale } = useHostConfig();
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
  if (state === 'missing-event-id') {
    return (
      <NothingToShow failure={eventId ? `there is no event ${eventId}.` : 'it names no event (eventId).'}>
        <div className="cmsb-event cmsb-form" data-state={state}>
          <Alert type="warning">{eventId ? fillLabel(labels.unknownEventId, { eventId }) : labels.missingEventId}</Alert>
        </div>
      </NothingToShow>
    );
  }
  return (
    <div ref={root} className="cmsb-event cmsb-form" data-state={state}>
      {content()}
    </div>
  );

  function content() {
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

const COUNTRY_OPTIONS = EVENT_COUNTRIES.map((country) => ({ value: country.iso3, label: country.name }));

/** The shared rules, worded by the block's labels. */
function ruleErrors(values: EventRegistrationInput, labels: EventRegistrationLabels): FieldErrors<EventRegistrationField> {
  return validateEventRegistration(values, {
    required: labels.required,
    email: labels.invalidEmail,
    country: labels.invalidCountry,
    nameTooLong: labels.nameTooLong,
  });
}

interface RegistrationFormProps {
  eventId: string;
  onSubmission: (submission: Submission, ticket?: EventTicket) => void;
}

/** First name, last name, email and country (and the captcha when on) for one ticket to the event. */
function RegistrationForm({ eventId, onSubmission }: RegistrationFormProps) {
  const labels = useLabels(eventRegistrationLabels);
  const client = useApiClient();
  const { country } = useHostConfig();
  const [values, setValues] = useState<EventRegistrationInput>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    // The store's country is the likeliest answer; anything else is chosen.
    countryIso3: isEventCountry(country) ? country : '',
  }));
  const { captcha, fields, formRef, status, refused, failure, reset, submit } = usePublicForm({
    fields: REGISTRATION_FIELDS,
    errors: ruleErrors(values, labels),
    captchaRequired: labels.required,
    send: (body: EventRegistrationInput & { eventId: string }) => {
      // The block's state is its parent's: it is submitting from the moment the registration goes.
      onSubmission('submitting');
      return client.request(eventTicketEndpoint, { json: body }).then(({ data }) => data);
    },
  });

  const onSubmit = async (event: SubmitEvent) => {
    const outcome = await submit(event, { ...values, eventId });
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'saved') {
      onSubmission('registered', outcome.data);
      return;
    }
    onSubmission(outcome.status === 'invalid' ? 'invalid-data' : registrationSubmission(outcome.failure));
  };

  const busy = status === 'pending';
  const field = (name: keyof EventRegistrationInput) => ({
    name,
    value: values[name],
    readOnly: busy,
    error: fields.errors[name],
    onBlur: () => fields.blur(name),
  });
  const change = (name: keyof EventRegistrationInput, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    fields.change(name);
  };
  const nameField = (name: 'firstName' | 'lastName') => ({
    ...field(name),
    required: true,
    maxLength: EVENT_NAME_MAX_LENGTH,
    onChange: (event: { target: { value: string } }) => change(name, capitalizeFirstLetter(event.target.value)),
  });
  // Shown in the render that marks the fields, so the first of them can take the focus from it.
  const showBanner = refused || (failure !== null && failure.kind !== 'signed-out');
  return (
    <>
      {showBanner && <ErrorBanner message={labels.invalidData} onClose={reset} />}
      <form ref={formRef} className="cmsb-form__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="cmsb-form__pair">
          <TextField label={labels.firstName} autoComplete="given-name" {...nameField('firstName')} />
          <TextField label={labels.lastName} autoComplete="family-name" {...nameField('lastName')} />
        </div>
        <div className="cmsb-form__pair">
          <TextField
            label={labels.email}
            required
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            {...field('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          <SelectField
            label={labels.country}
            required
            options={COUNTRY_OPTIONS}
            placeholder={labels.countryPlaceholder}
            autoComplete="country"
            {...field('countryIso3')}
            disabled={busy}
            onChange={(event) => change('countryIso3', event.target.value)}
          />
        </div>
        {captcha.element}
        <Button type="submit" busy={busy} className="cmsb-form__submit">
          {labels.submit}
        </Button>
      </form>
    </>
  );
}
