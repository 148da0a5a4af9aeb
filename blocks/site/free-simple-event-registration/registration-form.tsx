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
  type EventRegistrationInput,
} from '../../../src/validation/event-registration.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';
import { registrationFailure, type RegistrationFormField, type Submission } from './event-display.ts';
import { eventRegistrationLabels, type EventRegistrationLabels } from './labels.ts';

const COUNTRY_OPTIONS = EVENT_COUNTRIES.map((country) => ({ value: country.iso3, label: country.name }));

/** The shared rules, worded by the block's labels. */
function ruleErrors(values: EventRegistrationInput, labels: EventRegistrationLabels): FieldErrors<RegistrationFormField> {
  return validateEventRegistration(values, {
    required: labels.required,
    email: labels.invalidEmail,
    country: labels.invalidCountry,
    nameTooLong: labels.nameTooLong,
  });
}

export interface RegistrationFormProps {
  eventId: string;
  submission: Submission;
  onSubmission: (submission: Submission, ticket?: EventTicket) => void;
}

/** First name, last name, email and country (and the captcha when on) for one ticket to the event. */
export function RegistrationForm({ eventId, submission, onSubmission }: RegistrationFormProps) {
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
  const [serverFields, setServerFields] = useState<FieldErrors<RegistrationFormField>>();
  const [bannerOpen, setBannerOpen] = useState(false);
  const { captcha, fields, formRef, submit } = usePublicForm({
    errors: ruleErrors(values, labels),
    given: serverFields,
    captchaRequired: labels.required,
  });

  const onSubmit = (event: SubmitEvent) =>
    submit(event, {
      invalid: () => {
        // The field behaviour focuses the first invalid field once the banner has appeared.
        setBannerOpen(true);
        onSubmission('invalid-data');
      },
      send: async (captcha) => {
        setBannerOpen(false);
        onSubmission('submitting');
        const { data } = await client.request(eventTicketEndpoint, { json: { ...values, eventId, ...captcha } });
        onSubmission('registered', data);
      },
      failed: (error) => {
        const failure = registrationFailure(error);
        setServerFields(failure.fields);
        setBannerOpen(true);
        onSubmission(failure.submission);
        return failure.submission === 'invalid-data';
      },
    });

  const busy = submission === 'submitting';
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
  const showBanner = bannerOpen && (submission === 'invalid-data' || submission === 'communication-error');
  return (
    <>
      {showBanner && <ErrorBanner message={labels.invalidData} onClose={() => setBannerOpen(false)} />}
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
