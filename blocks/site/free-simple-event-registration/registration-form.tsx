import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { eventTicketEndpoint, type EventTicket } from '../../../src/contracts/event-registration.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { Button } from '../../../src/ui/button.tsx';
import { useCaptchaFieldValidation } from '../../../src/ui/use-captcha-field-validation.ts';
import { ErrorBanner } from '../../../src/ui/error-banner.tsx';
import { hasErrors } from '../../../src/ui/field-validation.ts';
import { SelectField } from '../../../src/ui/select-field.tsx';
import { TextField } from '../../../src/ui/text-field.tsx';
import { useFocusFirstError } from '../../../src/ui/use-focus-first-error.ts';
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

/** The shared rules, worded by the block's labels, and the captcha when it is on. */
function ruleErrors(
  values: EventRegistrationInput,
  captcha: { enabled: boolean; value: string | null },
  labels: EventRegistrationLabels,
): FieldErrors<RegistrationFormField> {
  const errors: FieldErrors<RegistrationFormField> = validateEventRegistration(values, {
    required: labels.required,
    email: labels.invalidEmail,
    country: labels.invalidCountry,
    nameTooLong: labels.nameTooLong,
  });
  if (captcha.enabled && !captcha.value) errors.captcha = labels.required;
  return errors;
}

export interface RegistrationFormProps {
  eventId: string;
  submission: Submission;
  onSubmission: (submission: Submission, ticket?: EventTicket) => void;
  /** Moves focus to the first field on mount: only for a form the visitor asked for ('Register another'). */
  focusFirst: boolean;
}

/** First name, last name, email and country (and the captcha when on) for one ticket to the event. */
export function RegistrationForm({ eventId, submission, onSubmission, focusFirst }: RegistrationFormProps) {
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
  // note: state updates land after the click that sends; a second click in between must not send twice.
  const sending = useRef(false);
  const firstField = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  useEffect(() => {
    if (focusFirst) firstField.current?.focus();
  }, [focusFirst]);

  const {
    captcha,
    errors,
    fields: validation,
  } = useCaptchaFieldValidation((current) => ruleErrors(values, current, labels), serverFields);
  const { ref: validationRef, ...fields } = validation;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (hasErrors(errors)) {
      // The field behaviour focuses the first invalid field once the banner has appeared.
      setBannerOpen(true);
      onSubmission('invalid-data');
      return;
    }
    sending.current = true;
    setBannerOpen(false);
    onSubmission('submitting');
    try {
      const { data } = await client.request(eventTicketEndpoint, {
        json: { ...values, eventId, ...(captcha.enabled ? { captcha: captcha.value ?? '' } : {}) },
      });
      onSubmission('registered', data);
    } catch (error) {
      const failure = registrationFailure(error);
      setServerFields(failure.fields);
      setBannerOpen(true);
      onSubmission(failure.submission);
      // After the banner has taken the focus: the first field the server named takes it over.
      if (failure.submission === 'invalid-data') focusFirstError();
    } finally {
      sending.current = false;
      // A solution counts once, whatever the answer.
      captcha.reset();
    }
  };

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
  const showBanner = bannerOpen && (submission === 'invalid-data' || submission === 'communication-error');
  return (
    <>
      {showBanner && <ErrorBanner message={labels.invalidData} onClose={() => setBannerOpen(false)} />}
      <form ref={form} className="cmsb-event__form" onSubmit={(event) => void submit(event)} noValidate>
        <div ref={validationRef} className="cmsb-event__pair">
          <TextField
            ref={firstField}
            label={labels.firstName}
            required
            autoComplete="given-name"
            maxLength={EVENT_NAME_MAX_LENGTH}
            {...field('firstName')}
            onChange={(event) => change('firstName', capitalizeFirstLetter(event.target.value))}
          />
          <TextField
            label={labels.lastName}
            required
            autoComplete="family-name"
            maxLength={EVENT_NAME_MAX_LENGTH}
            {...field('lastName')}
            onChange={(event) => change('lastName', capitalizeFirstLetter(event.target.value))}
          />
        </div>
        <div className="cmsb-event__pair">
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
        <Button type="submit" busy={busy} className="cmsb-event__submit">
          {labels.submit}
        </Button>
      </form>
    </>
  );
}
