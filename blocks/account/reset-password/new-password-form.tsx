import { useRef, useState, type SubmitEvent } from 'react';
import { hasErrors } from '../../../src/ui/forms/field-validation.ts';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { useSave } from '../../../src/api/use-save.ts';
import { newPasswordEndpoint, type NewPasswordRequest } from '../../../src/contracts/password-reset.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { ErrorBanner } from '../../../src/ui/forms/error-banner.tsx';
import { focusFirstError } from '../../../src/ui/forms/focus-first-error.ts';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { useFieldValidation } from '../../../src/ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { resetPasswordLabels } from './labels.ts';
import { isLinkExpired, type ResetLink } from './reset-link.ts';
import { NEW_PASSWORD_FIELDS, newPasswordErrors, newPasswordState, type NewPasswordField } from './reset-state.ts';

/** A link that cannot be used (expired, or not a whole link): what went wrong and the way to a new one. */
export function UnusableLink({ message }: { message: string }) {
  const labels = useLabels(resetPasswordLabels);
  const { routes } = useHostConfig();
  return (
    <div className="cmsb-reset-password cmsb-form" data-view="new-password" data-state="invalid-token">
      <Alert type="warning">
        <p>{message}</p>
        <p>
          <a className="cmsb-form__link" href={routes.forgotPassword}>
            {labels.requestNewLink}
          </a>
        </p>
      </Alert>
    </div>
  );
}

/** The set-new-password form reached from an emailed link: both fields, equal, letters, digits and underscore. */
export function NewPasswordForm({ link }: { link: ResetLink }) {
  const labels = useLabels(resetPasswordLabels);
  const { routes } = useHostConfig();
  const client = useApiClient();
  const [values, setValues] = useState({ password: '', passwordTwo: '' });
  // The spec: a link whose expiry has passed is invalid at once, without a call.
  const [expired, setExpired] = useState(() => isLinkExpired(link));
  // The rules refused the last submit: nothing was sent.
  const [refused, setRefused] = useState(false);
  const save = useSave({
    send: (body: NewPasswordRequest) => client.request(newPasswordEndpoint, { json: body }),
    keepSaved: true,
    fields: NEW_PASSWORD_FIELDS,
  });
  const state = newPasswordState(save.status, save.failure, refused);
  const root = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const errors = newPasswordErrors(values, labels);
  const { ref: validationRef, ...fields } = useFieldValidation(errors, state === 'invalid' ? save.failure?.fields : undefined);

  if (expired) return <UnusableLink message={labels.linkExpired} />;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (hasErrors(errors)) {
      setRefused(true);
      save.reset();
      return;
    }
    // The page may have stayed open past the hour.
    if (isLinkExpired(link)) {
      setExpired(true);
      return;
    }
    const outcome = await save.save({ userId: link.userId, token: link.token, password: values.password });
    if (outcome.status === 'skipped') return;
    setRefused(false);
    // The form goes away with the focus in it: the confirmation takes it. After a refusal, the
    // first field it named takes the focus from the banner.
    if (outcome.status === 'saved') focusAfterRender(() => done.current?.focus());
    else focusAfterRender(() => focusFirstError(root.current));
  };

  if (state === 'done') {
    return (
      <div className="cmsb-reset-password cmsb-form" data-view="new-password" data-state={state}>
        <Alert ref={done} tabIndex={-1} type="success">
          <p>{labels.passwordChanged}</p>
          <p>
            <a className="cmsb-form__link" href={routes.login}>
              {labels.logIn}
            </a>
          </p>
        </Alert>
      </div>
    );
  }

  const bannerText =
    state === 'cannot-set' ? labels.cannotSet : state === 'communication-error' ? labels.communicationError : null;
  const field = (name: NewPasswordField) => ({
    name,
    type: 'password',
    value: values[name],
    required: true,
    autoComplete: 'new-password',
    maxLength: 128,
    readOnly: state === 'loading',
    error: fields.errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      fields.change(name);
    },
    onBlur: () => fields.blur(name),
  });
  return (
    <div ref={root} className="cmsb-reset-password cmsb-form" data-view="new-password" data-state={state}>
      {bannerText && <ErrorBanner message={bannerText} onClose={save.reset} />}
      <form className="cmsb-reset-password__form" onSubmit={(event) => void submit(event)} noValidate ref={validationRef}>
        <p>{labels.newPasswordIntro}</p>
        <TextField label={labels.password} hint={labels.passwordHint} {...field('password')} />
        <TextField label={labels.passwordTwo} {...field('passwordTwo')} />
        <Button type="submit" busy={state === 'loading'} className="cmsb-reset-password__submit">
          {labels.newPasswordSubmit}
        </Button>
      </form>
    </div>
  );
}
