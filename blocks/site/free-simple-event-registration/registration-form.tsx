import { useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { eventTicketEndpoint, type EventTicket } from '../../../src/contracts/event-registration.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { Button } from '../../../src/ui/forms/button.tsx';
import { ErrorBanner } from '../../../src/ui/forms/error-banner.tsx';
import { SelectField } from '../../../src/ui/forms/select-field.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { usePublicForm } from '../../../src/ui/forms/use-public-form.ts';
import { EMAIL_MAX_LENGTH } from '../../../src/validation/email.ts';
import {
  capitalizeFirstLetter,
  EVENT_COUNTRIES,
  EVENT_NAME_MAX_LENGTH,
  isEventCountry,
  validateEventRegistration,
  type EventRegistrationField,
  type EventRegistrationInput,
} from '../../../src/validation/event-registration.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';
import { REGISTRATION_FIELDS, registrationSubmission, type Submission } from './event-display.ts';
import { eventRegistrationLabels, type EventRegistrationLabels } from './labels.ts';

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

export interface RegistrationFormProps {
  eventId: string;
  onSubmission: (submission: Submission, ticket?: EventTicket) => void;
}

/** First name, last name, email and country (and the captcha when on) for one ticket to the event. */
export function RegistrationForm({ eventId, onSubmission }: RegistrationFormProps) {
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
