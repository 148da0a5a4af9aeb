import { useRef, useState, type Ref, type SubmitEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { CONTACT_LIMITS, contactEndpoint, type ContactField, type ContactValues } from '#contracts/contact.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import formCss from '#ui/forms/form.css?inline';
import { focusFirstField } from '#ui/initial-focus.ts';
import { TextAreaField } from '#ui/forms/text-area-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { usePublicForm } from '#ui/forms/use-public-form.ts';
import { useStyles } from '#ui/use-styles.ts';
import { contactFailure, contactRuleErrors, contactState, EMPTY_CONTACT } from './contact-state.ts';
import { contactLabels } from './labels.ts';

/** The contact form: a visitor's name, comment, email and phone (and the captcha when on) go to the page's site owner. */
export function ContactSiteOwner() {
  useStyles(formCss);
  const labels = useLabels(contactLabels);
  // Each message gets a fresh form: nothing typed or shown for the last one is left over.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  if (sent) {
    return (
      <div className="cmsb-contact cmsb-form" data-state="sent">
        <Alert ref={done} tabIndex={-1} type="success">
          <p>{labels.sent}</p>
        </Alert>
        <Button
          variant="secondary"
          className="cmsb-form__submit"
          onClick={() => {
            setRound((current) => current + 1);
            setSent(false);
            // Only a form the visitor asked for takes the focus, not the one the page opens with.
            focusAfterRender(() => form.current && focusFirstField(form.current));
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
      ref={form}
      onSent={() => {
        setSent(true);
        // The form goes away with the focus in it: the confirmation takes it.
        focusAfterRender(() => done.current?.focus());
      }}
    />
  );
}

/** The fields the form shows; the captcha is one more. */
const FORM_FIELDS: readonly ContactField[] = ['name', 'comment', 'email', 'phone'];

interface ContactFormProps {
  /** The form's container. */
  ref: Ref<HTMLDivElement>;
  onSent: () => void;
}

function ContactForm({ ref, onSent }: ContactFormProps) {
  const labels = useLabels(contactLabels);
  const client = useApiClient();
  const { siteId } = useHostConfig();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const { captcha, fields, formRef, status, refused, failure, reset, submit } = usePublicForm({
    fields: FORM_FIELDS,
    errors: contactRuleErrors(values, labels),
    captchaRequired: labels.required,
    send: (body: ContactValues & { siteId: string }) => client.request(contactEndpoint, { json: body }),
    fieldMessages: (refusal) => contactFailure(refusal, labels.communicationError).fields,
  });
  const shown = failure && contactFailure(failure, labels.communicationError);
  const state = contactState(status, shown, refused);

  const onSubmit = async (event: SubmitEvent) => {
    const outcome = await submit(event, { siteId: siteId ?? '', ...values });
    if (outcome.status === 'saved') onSent();
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
    <div ref={ref} className="cmsb-contact cmsb-form" data-state={state}>
      {shown && <ErrorBanner message={shown.message} onClose={reset} />}
      <form ref={formRef} className="cmsb-form__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label={labels.name} required autoComplete="name" {...field('name')} />
        <TextAreaField label={labels.comment} required rows={5} {...field('comment')} />
        <div className="cmsb-form__pair">
          <TextField label={labels.email} required type="email" autoComplete="email" {...field('email')} />
          <TextField label={labels.phone} hint={labels.phoneHint} type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        {captcha.element}
        <Button type="submit" busy={state === 'sending'} className="cmsb-form__submit">
          {labels.submit}
        </Button>
      </form>
    </div>
  );
}
