import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { hasErrors } from '../../../src/ui/forms/field-validation.ts';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { createSessionEndpoint, deleteSessionEndpoint, oidcInteractionLoginEndpoint } from '../../../src/contracts/account.ts';
import { useHostConfig, useLeaveTo } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { sitePath } from '../../../src/host/redirect.ts';
import { withQuery } from '../../../src/host/routes.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { useCaptcha } from '../../../src/ui/forms/captcha-field.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { useFieldValidation } from '../../../src/ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { captchaErrors } from '../../../src/ui/forms/use-public-form.ts';
import { useStyles } from '../../../src/ui/use-styles.ts';
import { validateLogin } from '../../../src/validation/login.ts';
import { REQUIRED_MESSAGE } from '../../../src/validation/messages.ts';
import { loginLabels } from './labels.ts';
import css from './login.css?inline';
import {
  failedLoginState,
  initialLoginState,
  isLoginFailure,
  readLoginQuery,
  type LoginState,
  type LoginStatus,
} from './login-state.ts';

export interface LoginFormProps {
  /** The page's location: its query holds the login parameters. */
  location: Pick<Location, 'origin' | 'pathname' | 'search'>;
}

const alertType = (status: LoginStatus) =>
  status === 'unknownCode' ? 'info' : status === 'unauthorized' || status === 'tooManyAttempts' ? 'warning' : 'error';

/** The page's address without the logout request, so reloading it does not log out again. */
function withoutLogout({ pathname, search }: LoginFormProps['location']): string {
  const params = new URLSearchParams(search);
  params.delete('logout');
  if (params.get('action') === 'logout') params.delete('action');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * The login form: username, password, the optional captcha and a link to the forgot-password
 * route. A login goes on to the loginHome route with `?redirect=…` (a path of this site only, else
 * the home route), or finishes the pending OpenID Connect interaction named by `oidcInteractionId`.
 */
export function LoginForm({ location }: LoginFormProps) {
  useStyles(css);
  const labels = useLabels(loginLabels);
  const api = useApiClient();
  const { routes } = useHostConfig();
  const leaveTo = useLeaveTo();
  const [query] = useState(() => readLoginQuery(location.search));
  const [state, setState] = useState<LoginState>(() => initialLoginState(query));
  const [signingOut, setSigningOut] = useState(query.logout);
  const [values, setValues] = useState({ username: '', password: '' });
  // A submit before the captcha is passed says so at the captcha, and sends nothing.
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useCaptcha({ error: captchaMissing ? REQUIRED_MESSAGE : null });
  if (captchaMissing && captcha.value) setCaptchaMissing(false);
  const { ref, ...validation } = useFieldValidation(validateLogin(values));
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    if (!query.logout) return;
    let cancelled = false;
    api.request(deleteSessionEndpoint).then(
      // Reloaded without the request, so the page's header no longer shows the user.
      () => {
        if (!cancelled) leaveTo(withoutLogout(location), { replace: true });
      },
      () => {
        if (cancelled) return;
        setSigningOut(false);
        setState({ status: 'systemFailure' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, location, leaveTo, query.logout]);

  const finishInteraction = async (interactionId: string, oidcBaseUrl: string | null) => {
    try {
      const base = sitePath(oidcBaseUrl, location.origin);
      if (!base) throw new Error('The login answer named no OpenID Connect provider of this site');
      const { data } = await api.request(oidcInteractionLoginEndpoint(base), {
        params: { id: interactionId },
        json: values,
      });
      const next = sitePath(data.returnToUrl, location.origin);
      if (!next) throw new Error('The provider answered a return address off this site');
      leaveTo(next);
    } catch {
      // Any OpenID Connect failure (accounts-and-sites 8).
      leaveTo(withQuery(routes.login, 'errorCode=systemFailure'));
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (state.status === 'loading' || hasErrors(validateLogin(values))) return;
    if (hasErrors(captchaErrors(captcha, REQUIRED_MESSAGE))) {
      setCaptchaMissing(true);
      return;
    }
    setState({ status: 'loading' });
    try {
      const { data } = await api.request(createSessionEndpoint, {
        json: { ...values, ...(captcha.value ? { captcha: captcha.value } : {}) },
      });
      if (query.oidcInteractionId) {
        await finishInteraction(query.oidcInteractionId, data.oidcBaseUrl);
        return;
      }
      const back = sitePath(query.redirect, location.origin) ?? routes.home;
      leaveTo(withQuery(routes.loginHome, `redirect=${encodeURIComponent(back)}`));
    } catch (error) {
      captcha.reset();
      setState(failedLoginState(error));
      // Only a failed submit moves focus to the message, never the page's opening state.
      focusAfterRender(() => alertRef.current?.focus());
    }
  };

  const set = (field: 'username' | 'password') => ({
    value: values[field],
    error: validation.errors[field],
    onChange: (event: { target: { value: string } }) => {
      validation.change(field);
      setValues((current) => ({ ...current, [field]: event.target.value }));
    },
    onBlur: () => validation.blur(field),
  });
  const loading = state.status === 'loading';

  return (
    <form className="cmsb-login" data-state={state.status} onSubmit={(event) => void submit(event)} noValidate>
      {signingOut && (
        <Alert type="info" className="cmsb-login__message">
          <p>{labels.signingOut}</p>
        </Alert>
      )}
      {isLoginFailure(state) && (
        <Alert ref={alertRef} tabIndex={-1} type={alertType(state.status)} className="cmsb-login__message">
          <p>{state.serverMessage ?? labels[state.status as Exclude<LoginStatus, 'notStarted' | 'loading'>]}</p>
        </Alert>
      )}
      <div ref={ref} className="cmsb-login__fields">
        <TextField
          {...set('username')}
          label={labels.username}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...set('password')} type="password" label={labels.password} required autoComplete="current-password" />
      </div>
      {captcha.element}
      <div className="cmsb-login__actions">
        <Button type="submit" busy={loading || signingOut}>
          {labels.submit}
        </Button>
        <a className="cmsb-login__forgot" href={routes.forgotPassword}>
          {labels.forgotPassword}
        </a>
      </div>
    </form>
  );
}
