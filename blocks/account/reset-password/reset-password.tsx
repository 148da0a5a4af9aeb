import { communicationErrorText } from '#api/errors/api-error.ts';
import { useState, useRef, type SubmitEvent } from 'react';
import { useLabels } from '#host/labels.ts';
import formCss from '#ui/forms/form.css?inline';
import { useStyles } from '#ui/use-styles.ts';
import { resetPasswordLabels } from './labels.ts';
import { resolveResetView, type ResetLinkProps, isLinkExpired, type ResetLink } from './reset-link.ts';
import css from './reset-password.css?inline';
import { useApiClient } from '#api/api-context.tsx';
import {
  IDENTITY_MAX_LENGTH,
  resetEmailEndpoint,
  newPasswordEndpoint,
  type NewPasswordRequest,
} from '#contracts/password-reset.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { usePublicForm } from '#ui/forms/use-public-form.ts';
import { isFilled } from '#validation/required.ts';
import {
  REQUEST_FIELDS,
  requestState,
  NEW_PASSWORD_FIELDS,
  newPasswordErrors,
  newPasswordState,
  type NewPasswordField,
} from './reset-state.ts';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { useSave } from '#api/use-save.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';

export type ResetPasswordProps = ResetLinkProps;

/**
 * Both halves of a password reset: on /forgot-password the request form; on
 * /set-new-password/{userId}/{token}/{expirationTimestamp} (or with the link in the props) the
 * set-new-password form.
 */
export function ResetPassword(props: ResetPasswordProps) {
  useStyles(formCss);
  useStyles(css);
  const labels = useLabels(resetPasswordLabels);
  // The address does not change while the block is shown.
  const [view] = useState(() => resolveResetView(props, window.location.pathname));
  if (view.view === 'request') return <RequestForm />;
  if (view.view === 'broken-link') return <UnusableLink message={labels.linkBroken} />;
  return <NewPasswordForm link={view.link} />;
}

/** The reset request: a username or email address (and the captcha when enabled) gets a reset link mailed. */
function RequestForm() {
  const labels = useLabels(resetPasswordLabels);
  const client = useApiClient();
  const [identityString, setIdentity] = useState('');
  const done = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { captcha, fields, formRef, status, refused, failure, reset, submit } = usePublicForm({
    fields: REQUEST_FIELDS,
    errors: isFilled(identityString) ? {} : { identityString: labels.required },
    captchaRequired: labels.required,
    send: (body: { identityString: string }) => client.request(resetEmailEndpoint, { json: body }),
    keepSaved: true,
  });
  const state = requestState(status, failure, refused);

  const onSubmit = async (event: SubmitEvent) => {
    const outcome = await submit(event, { identityString: identityString.trim() });
    // The form goes away with the focus in it: the confirmation takes it.
    if (outcome.status === 'saved') focusAfterRender(() => done.current?.focus());
  };

  if (state === 'done') {
    return (
      <div className="cmsb-reset-password cmsb-form" data-view="request" data-state={state}>
        <Alert ref={done} tabIndex={-1} type="success">
          <p>{labels.requestDone}</p>
        </Alert>
      </div>
    );
  }

  const bannerText =
    state === 'cannot-reset'
      ? labels.cannotReset
      : state === 'captcha-failed'
        ? labels.captchaFailed
        : state === 'communication-error'
          ? communicationErrorText(failure, labels.communicationError)
          : null;
  return (
    <div className="cmsb-reset-password cmsb-form" data-view="request" data-state={state}>
      {bannerText && <ErrorBanner message={bannerText} onClose={reset} />}
      <form className="cmsb-reset-password__form" onSubmit={(event) => void onSubmit(event)} noValidate ref={formRef}>
        <p>{labels.requestIntro}</p>
        <TextField
          label={labels.identity}
          name="identityString"
          value={identityString}
          required
          autoComplete="username"
          maxLength={IDENTITY_MAX_LENGTH}
          readOnly={state === 'loading'}
          error={fields.errors.identityString}
          onChange={(event) => {
            setIdentity(event.target.value);
            fields.change('identityString');
          }}
          onBlur={() => fields.blur('identityString')}
        />
        {captcha.element}
        <Button type="submit" busy={state === 'loading'} className="cmsb-reset-password__submit">
          {labels.requestSubmit}
        </Button>
      </form>
    </div>
  );
}

/** A link that cannot be used (expired, or not a whole link): what went wrong and the way to a new one. */
function UnusableLink({ message }: { message: string }) {
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
function NewPasswordForm({ link }: { link: ResetLink }) {
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
    state === 'cannot-set'
      ? labels.cannotSet
      : state === 'communication-error'
        ? communicationErrorText(save.failure, labels.communicationError)
        : null;
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
