import { useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { IDENTITY_MAX_LENGTH, resetEmailEndpoint } from '../../../src/contracts/password-reset.ts';
import { useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { ErrorBanner } from '../../../src/ui/forms/error-banner.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { usePublicForm } from '../../../src/ui/forms/use-public-form.ts';
import { isFilled } from '../../../src/validation/required.ts';
import { resetPasswordLabels } from './labels.ts';
import { REQUEST_FIELDS, requestState } from './reset-state.ts';

/** The reset request: a username or email address (and the captcha when enabled) gets a reset link mailed. */
export function RequestForm() {
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
          ? labels.communicationError
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
