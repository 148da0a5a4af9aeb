import * as v from 'valibot';
import type { Failure } from '#api/errors/api-error.ts';
import type { SaveStatus } from '#api/use-save.ts';
import { LoginErrorSchema } from '#contracts/account.ts';

/**
 * The login form's states (spec: not started, loading, incorrect username or password, system
 * failure, unauthorized, disabled account, captcha failed), plus the login throttle's refusal,
 * `unavailable`: the server refused the page's own setup, not the visitor (FailureKind
 * 'misconfigured'), and `unknownCode`: the page was opened with an error code it does not know.
 */
export type LoginStatus =
  | 'notStarted'
  | 'loading'
  | 'incorrect'
  | 'systemFailure'
  | 'unauthorized'
  | 'disabled'
  | 'captchaFailed'
  | 'tooManyAttempts'
  | 'unavailable'
  | 'unknownCode';

export interface LoginState {
  status: LoginStatus;
  /** The server's own text, shown instead of the default label (the 429's wait time). */
  serverMessage?: string;
}

/** What the login page was opened with (accounts-and-sites: the login page's query parameters). */
export interface LoginQuery {
  action: string | null;
  oidcPrompt: string | null;
  error: string | null;
  errorCode: string | null;
  redirect: string | null;
  state: string | null;
  oidcInteractionId: string | null;
}

export function readLoginQuery(search: string): LoginQuery {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name);
  return {
    action: get('action'),
    oidcPrompt: get('oidcPrompt'),
    error: get('error'),
    errorCode: get('errorCode'),
    redirect: get('redirect'),
    state: get('state'),
    oidcInteractionId: get('oidcInteractionId'),
  };
}

/**
 * The errorCode query values the spec names. 'invalid' (the credentials were refused) shows the
 * incorrect state; 'missing' (no valid session where one was needed) shows the unauthorized one.
 */
const errorCodeStatus = new Map<string, LoginStatus>([
  ['unauthorized', 'unauthorized'],
  ['invalid', 'incorrect'],
  ['missing', 'unauthorized'],
  ['systemFailure', 'systemFailure'],
]);

const loginErrorStatus = { incorrect: 'incorrect', disabled: 'disabled', captcha: 'captchaFailed' } as const;

/**
 * The state the page opens in: from `errorCode`, else from `error` (a login error name), else not
 * started. A code neither names opens `unknownCode`, not system failure: our departure from the
 * spec ("Unknown codes mean system failure"), since nothing failed that a visitor could fix by
 * checking their connection. A real failure (the OIDC one, a failed call) still says so.
 */
export function initialLoginState(query: LoginQuery): LoginState {
  if (query.errorCode) return { status: errorCodeStatus.get(query.errorCode) ?? 'unknownCode' };
  if (query.error) {
    const known = v.safeParse(LoginErrorSchema, query.error);
    return { status: known.success ? loginErrorStatus[known.output] : 'unknownCode' };
  }
  return { status: 'notStarted' };
}

/**
 * The state after a failed login (a failure classified by classifyFailure). A 422 maps by its
 * answer's `error` field (disabled, incorrect, captcha; anything else system failure), a 429 shows
 * the throttle's message, a refusal of the page's setup is `unavailable` (checking a connection
 * would not help), and any other failure (network, 5xx, a bad answer) is a system failure.
 */
export function failedLoginState(failure: Failure): LoginState {
  if (failure.kind === 'misconfigured') return { status: 'unavailable' };
  if (failure.kind === 'throttled') {
    return failure.message ? { status: 'tooManyAttempts', serverMessage: failure.message } : { status: 'tooManyAttempts' };
  }
  if (failure.kind !== 'invalid') return { status: 'systemFailure' };
  const data = failure.data as { error?: unknown } | null;
  const known = v.safeParse(LoginErrorSchema, data?.error);
  return { status: known.success ? loginErrorStatus[known.output] : 'systemFailure' };
}

/**
 * What the form shows: loading from the moment the login goes until the page is left, then the
 * login's failure, else what the page opened with (or the sign-out's failure).
 */
export function loginState(login: { status: SaveStatus; failure: Failure | null }, opened: LoginState): LoginState {
  if (login.status === 'pending' || login.status === 'saved') return { status: 'loading' };
  return login.failure ? failedLoginState(login.failure) : opened;
}

/** Whether the state shows a message (every state but not started and loading). */
export const isLoginFailure = (state: LoginState) => state.status !== 'notStarted' && state.status !== 'loading';
