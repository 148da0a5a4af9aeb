import { useState, type SubmitEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { useSave } from '#api/use-save.ts';
import { createSessionEndpoint, oidcInteractionLoginEndpoint } from '#contracts/account.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { sitePath } from '#host/redirect.ts';
import { withQuery } from '#host/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { usePublicForm } from '#ui/forms/use-public-form.ts';
import { useStyles } from '#ui/use-styles.ts';
import { validateLogin, type LoginInput } from '#validation/login.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import { loginLabels } from './labels.ts';
import css from './login.css?inline';
import {
  initialLoginState,
  isLoginFailure,
  loginState,
  readLoginQuery,
  type LoginState,
  type LoginStatus,
} from './login-state.ts';

export interface LoginFormProps {
  /** The page's location: its query holds the login parameters. */
  location: Pick<Location, 'origin' | 'pathname' | 'search'>;
}

/** The fields the form shows; the captcha is one more. */
const LOGIN_FIELDS: readonly (keyof LoginInput)[] = ['username', 'password'];

const NOT_STARTED: LoginState = { status: 'notStarted' };

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
  // What the page opened with, until its banner is closed.
  const [opened, setOpened] = useState<LoginState>(() => initialLoginState(query));
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const { captcha, fields, formRef, status, failure, reset, submit } = usePublicForm({
    fields: LOGIN_FIELDS,
    errors: validateLogin(values),
    captchaRequired: REQUIRED_MESSAGE,
    send: (body: LoginInput) => api.request(createSessionEndpoint, { json: body }).then(({ data }) => data),
    // Loading until the page is left.
    keepSaved: true,
  });
  const interaction = useSave({
    send: ({ base, id, credentials }: { base: string; id: string; credentials: LoginInput }) =>
      api.request(oidcInteractionLoginEndpoint(base), { params: { id }, json: credentials }).then(({ data }) => data.returnToUrl),
    keepSaved: true,
  });
  const state = loginState({ status, failure }, opened);

  const finishInteraction = async (id: string, oidcBaseUrl: string | null, credentials: LoginInput) => {
    const base = sitePath(oidcBaseUrl, location.origin);
    const outcome = base ? await interaction.save({ base, id, credentials }) : null;
    const next = outcome?.status === 'saved' ? sitePath(outcome.data, location.origin) : null;
    // Any OpenID Connect failure (accounts-and-sites 8): no provider of this site, a refusal, a return address off this site.
    leaveTo(next ?? withQuery(routes.login, 'errorCode=systemFailure'));
  };

  const logIn = async (event: SubmitEvent) => {
    const outcome = await submit(event, values);
    if (outcome.status !== 'saved') return;
    if (query.oidcInteractionId) {
      await finishInteraction(query.oidcInteractionId, outcome.data.oidcBaseUrl, values);
      return;
    }
    const back = sitePath(query.redirect, location.origin) ?? routes.home;
    leaveTo(withQuery(routes.loginHome, `redirect=${encodeURIComponent(back)}`));
  };

  const set = (field: keyof LoginInput) => ({
    value: values[field],
    error: fields.errors[field],
    onChange: (event: { target: { value: string } }) => {
      fields.change(field);
      setValues((current) => ({ ...current, [field]: event.target.value }));
    },
    onBlur: () => fields.blur(field),
  });
  const failureText =
    isLoginFailure(state) && state.status !== 'unknownCode'
      ? (state.serverMessage ?? labels[state.status as Exclude<LoginStatus, 'notStarted' | 'loading'>])
      : null;

  return (
    <form ref={formRef} className="cmsb-login" data-state={state.status} onSubmit={(event) => void logIn(event)} noValidate>
      {state.status === 'unknownCode' && (
        <Alert type="info" className="cmsb-login__message">
          <p>{labels.unknownCode}</p>
        </Alert>
      )}
      {failureText && (
        <ErrorBanner
          message={failureText}
          // Only a failed login takes the focus, never what the page opened with.
          takesFocus={failure !== null}
          onClose={() => {
            reset();
            setOpened(NOT_STARTED);
          }}
        />
      )}
      <div className="cmsb-login__fields">
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
        <Button type="submit" busy={state.status === 'loading'}>
          {labels.submit}
        </Button>
        <a className="cmsb-login__forgot" href={routes.forgotPassword}>
          {labels.forgotPassword}
        </a>
      </div>
    </form>
  );
}

/** The login block: the form, reading its parameters from the page's address. */
export function Login() {
  return <LoginForm location={window.location} />;
}
