import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { CONTACT_LIMITS, contactEndpoint, type ContactField, type ContactValues } from '../../../src/contracts/contact.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/button.tsx';
import { useCaptchaFieldValidation } from '../../../src/ui/use-captcha-field-validation.ts';
import { ErrorBanner } from '../../../src/ui/error-banner.tsx';
import { hasErrors } from '../../../src/ui/field-validation.ts';
import { TextAreaField } from '../../../src/ui/text-area-field.tsx';
import { TextField } from '../../../src/ui/text-field.tsx';
import { useFocusFirstError } from '../../../src/ui/use-focus-first-error.ts';
import { useStyles } from '../../../src/ui/use-styles.ts';
import css from './contact-site-owner.css?inline';
import { contactFailure, contactRuleErrors, EMPTY_CONTACT, type ContactFailure, type ContactState } from './contact-state.ts';
import { contactLabels } from './labels.ts';

/** The contact form: a visitor's name, comment, email and phone (and the captcha when on) go to the page's site owner. */
export function ContactSiteOwner() {
  useStyles(css);
  const labels = useLabels(contactLabels);
  // Each message gets a fresh form: nothing typed or shown for the last one is left over.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLDivElement>(null);

  if (sent) {
    return (
      <div className="cmsb-contact" data-state="sent">
        <Alert ref={done} tabIndex={-1} type="success">
          <p>{labels.sent}</p>
        </Alert>
        <Button
          variant="secondary"
          className="cmsb-contact__again"
          onClick={() => {
            setRound((current) => current + 1);
            setSent(false);
          }}
        >
          {labels.sendAnother}
        </Button>
      </div>
    );
  }
  return (
    <ContactForm
      key={round}
      focusFirst={round > 0}
      onSent={() => {
        setSent(true);
        // The form goes away with the focus in it: the confirmation takes it.
        requestAnimationFrame(() => done.current?.focus());
      }}
    />
  );
}

interface ContactFormProps {
  /** Moves focus to the first field on mount: only for a form the visitor asked for ('Send another message'). */
  focusFirst: boolean;
  onSent: () => void;
}

function ContactForm({ focusFirst, onSent }: ContactFormProps) {
  const labels = useLabels(contactLabels);
  const client = useApiClient();
  const { siteId } = useHostConfig();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [state, setState] = useState<Exclude<ContactState, 'sent'>>('idle');
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const [bannerOpen, setBannerOpen] = useState(false);
  // note: state updates land after the click that sends; a second click in between must not send twice.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const focusFirstError = useFocusFirstError(form);
  useEffect(() => {
    if (focusFirst) firstField.current?.focus();
  }, [focusFirst]);

  const {
    captcha,
    errors,
    fields: validation,
  } = useCaptchaFieldValidation((current) => contactRuleErrors(values, current, labels), failure?.fields);
  const { ref: validationRef, ...fields } = validation;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (hasErrors(errors)) {
      setState('invalid');
      return;
    }
    sending.current = true;
    setState('sending');
    setBannerOpen(false);
    try {
      await client.request(contactEndpoint, {
        json: { siteId: siteId ?? '', ...values, ...(captcha.enabled ? { captcha: captcha.value ?? '' } : {}) },
      });
      onSent();
    } catch (error) {
      const found = contactFailure(error, labels.communicationError);
      setFailure(found);
      setBannerOpen(true);
      setState(found.state);
      // After the banner has taken the focus: the first field the server named takes it over.
      if (found.state === 'invalid') focusFirstError();
    } finally {
      sending.current = false;
      // A solution counts once, whatever the answer.
      captcha.reset();
    }
  };

  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    maxLength: CONTACT_LIMITS[name],
    readOnly: state === 'sending',
    error: fields.errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      fields.change(name);
    },
    onBlur: () => fields.blur(name satisfies ContactField),
  });
  return (
    <div className="cmsb-contact" data-state={state}>
      {bannerOpen && failure && <ErrorBanner message={failure.message} onClose={() => setBannerOpen(false)} />}
      <form ref={form} className="cmsb-contact__form" onSubmit={(event) => void submit(event)} noValidate>
        <div ref={validationRef} className="cmsb-contact__fields">
          <TextField ref={firstField} label={labels.name} required autoComplete="name" {...field('name')} />
          <TextAreaField label={labels.comment} required rows={5} {...field('comment')} />
          <div className="cmsb-contact__pair">
            <TextField label={labels.email} required type="email" autoComplete="email" {...field('email')} />
            <TextField label={labels.phone} hint={labels.phoneHint} type="tel" autoComplete="tel" {...field('phone')} />
          </div>
        </div>
        {captcha.element}
        <Button type="submit" busy={state === 'sending'} className="cmsb-contact__submit">
          {labels.submit}
        </Button>
      </form>
    </div>
  );
}
