import { useRef, useState, type SubmitEvent } from 'react';
import { hasErrors } from '../../../src/ui/field-validation.ts';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { IDENTITY_MAX_LENGTH, resetEmailEndpoint } from '../../../src/contracts/password-reset.ts';
import { useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/button.tsx';
import type { Captcha } from '../../../src/ui/captcha-field.tsx';
import { useCaptchaFieldValidation } from '../../../src/ui/use-captcha-field-validation.ts';
import { ErrorBanner } from '../../../src/ui/error-banner.tsx';
import { TextField } from '../../../src/ui/text-field.tsx';
import { validateResetRequest } from '../../../src/validation/login.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';
import { resetPasswordLabels } from './labels.ts';
import { requestFailure, type RequestField, type RequestState } from './reset-state.ts';

/** The reset request: a username or email address (and the captcha when enabled) gets a reset link mailed. */
export function RequestForm() {
  const labels = useLabels(resetPasswordLabels);
  const client = useApiClient();
  const [identityString, setIdentity] = useState('');
  const [state, setState] = useState<RequestState>('idle');
  const [serverFields, setServerFields] = useState<FieldErrors<RequestField>>();
  const done = useRef<HTMLDivElement>(null);

  const ruleErrors = ({ enabled, value }: Captcha): FieldErrors<RequestField> => {
    const found = validateResetRequest({ identityString, captcha: value }, { captchaEnabled: enabled });
    const errors: FieldErrors<RequestField> = {};
    for (const field of Object.keys(found) as RequestField[]) errors[field] = labels.required;
    return errors;
  };
  const { captcha, errors, fields: validation } = useCaptchaFieldValidation(ruleErrors, serverFields);
  const { ref: validationRef, ...fields } = validation;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (state === 'loading') return;
    if (hasErrors(errors)) {
      setState('invalid');
      return;
    }
    setState('loading');
    try {
      await client.request(resetEmailEndpoint, {
        json: { identityString: identityString.trim(), ...(captcha.enabled ? { captcha: captcha.value ?? '' } : {}) },
      });
      setState('done');
      // The form goes away with the focus in it: the confirmation takes it.
      requestAnimationFrame(() => done.current?.focus());
    } catch (error) {
      const failure = requestFailure(error);
      setServerFields(failure.fields);
      setState(failure.state);
      captcha.reset();
    }
  };

  if (state === 'done') {
    return (
      <div className="cmsb-reset-password" data-view="request" data-state={state}>
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
    <div className="cmsb-reset-password" data-view="request" data-state={state}>
      {bannerText && <ErrorBanner message={bannerText} onClose={() => setState('idle')} />}
      <form className="cmsb-reset-password__form" onSubmit={(event) => void submit(event)} noValidate ref={validationRef}>
        <p className="cmsb-reset-password__intro">{labels.requestIntro}</p>
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
