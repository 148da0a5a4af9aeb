import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_ERROR_TEXTS, SessionRequestSchema, type LoginError, type SessionResponse } from '#contracts/account.ts';
import { allow } from '../auth/guards.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { passwordMatches } from '../auth/impersonation-store.ts';
import { checkLogin } from '../auth/login.ts';
import { currentSessionHash, endSession, setSessionCookie } from '../auth/session-middleware.ts';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/session-store.ts';
import { toSessionUser, type AuthUser } from '../auth/user-store.ts';
import type { CaptchaVerifier } from '../captcha/altcha-captcha.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readJson } from '../http/validate.ts';
import { OIDC_BASE_PATH } from '../oidc/paths.ts';

export function loginFailed(c: Context, error: LoginError) {
  const data: SessionResponse = { success: false, oidcBaseUrl: null, error };
  return respond(c, 422, data, [errorMessage('session', error, LOGIN_ERROR_TEXTS[error])]);
}

/** 'Please try again in N minutes.', rounded up, for a refusal that lifts after `retryAfterSeconds`. */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 429 with the envelope's messages only: a refused attempt's password is never checked, so there is no login result. */
export function tooManyFailures(c: Context, retryAfterSeconds: number) {
  const text = `Too many failed sign-in attempts. ${tryAgainIn(retryAfterSeconds)}`;
  c.header('Retry-After', String(retryAfterSeconds));
  return respond(c, 429, null, [errorMessage('session', 'tooManyAttempts', text)]);
}

/**
 * Checks a username and password under the login throttle: the signed-in user, or the answer that
 * refuses them (429 at an address's ceiling, 422 'captcha' when the account needs one this request
 * has not solved, 422 with the login error). Used by every call that logs in with a password.
 */
export async function throttledLogin(
  c: Context,
  db: Db,
  throttle: LoginThrottle,
  { username, password, captchaSolved }: { username: string; password: string; captchaSolved: boolean },
): Promise<{ user: AuthUser } | { refused: Response }> {
  const attempt = await throttle.begin({ username, address: clientAddress(c), captchaSolved });
  if (attempt.refused === 'tooMany') return { refused: tooManyFailures(c, attempt.retryAfterSeconds) };
  if (attempt.refused === 'captcha') return { refused: loginFailed(c, 'captcha') };
  const result = await checkLogin(db, username, password);
  if (!result.ok) return { refused: loginFailed(c, result.error) };
  await attempt.succeeded();
  return { user: result.user };
}

/**
 * A signed-in person's password, asked again (switching back, changing it), under the login
 * throttle: it counts against their logins and is bounded per session and address.
 */
export async function confirmPassword(
  c: Context,
  db: Db,
  throttle: LoginThrottle,
  person: { id: string; username: string },
  password: string,
): Promise<'confirmed' | 'incorrect' | { retryAfterSeconds: number }> {
  const session = currentSessionHash(c);
  if (!session) throw new Error('confirmPassword asks a signed-in person: routes behind a role guard only');
  const attempt = await throttle.begin({ username: person.username, address: clientAddress(c), session });
  if (attempt.refused) return { retryAfterSeconds: attempt.retryAfterSeconds };
  if (!(await passwordMatches(db, person.id, password))) return 'incorrect';
  await attempt.succeeded();
  return 'confirmed';
}

export interface SessionRouteOptions {
  verifyCaptcha?: CaptchaVerifier;
  throttle: LoginThrottle;
}

/** POST logs in, GET returns the signed-in user (or null), DELETE logs out. */
export function sessionRoutes(db: Db, { verifyCaptcha, throttle }: SessionRouteOptions) {
  return new Hono<AppEnv>()
    .post('/', allow('public'), async (c) => {
      const { username, password, captcha } = await readJson(c, SessionRequestSchema);
      // The captcha first: a bot that fails it costs no database write.
      if (verifyCaptcha && !(await verifyCaptcha(captcha))) return loginFailed(c, 'captcha');
      const login = await throttledLogin(c, db, throttle, { username, password, captchaSolved: Boolean(verifyCaptcha) });
      if ('refused' in login) return login.refused;

      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(c, await createSession(db, login.user.id));
      // The login block finishes a pending OpenID Connect interaction at this base; without one it ignores it.
      const data: SessionResponse = { success: true, oidcBaseUrl: OIDC_BASE_PATH };
      return respond(c, 200, data);
    })
    .get('/', allow('public'), (c) => respond(c, 200, c.var.user ? toSessionUser(c.var.user) : null))
    .delete('/', allow('public'), async (c) => {
      await endSession(c, db);
      return respond(c, 200, null);
    });
}
