import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { LOGIN_ERROR_TEXTS, SessionRequestSchema, type LoginError, type SessionResponse } from '../../src/contracts/account.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { checkLogin } from '../auth/login.ts';
import { setSessionCookie } from '../auth/session-middleware.ts';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { toSessionUser, type AuthUser } from '../auth/users.ts';
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

/** 429 with the envelope's messages only: a locked attempt's password is never checked, so there is no login result. */
export function tooManyFailures(c: Context, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const text = `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  c.header('Retry-After', String(retryAfterSeconds));
  return respond(c, 429, null, [errorMessage('session', 'tooManyAttempts', text)]);
}

/**
 * Checks a username and password under the login throttle: the signed-in user, or the answer that
 * refuses them (429 while locked, 422 with the login error). Used by every call that takes a password.
 */
export async function throttledLogin(
  c: Context,
  db: Db,
  throttle: LoginThrottle,
  username: string,
  password: string,
): Promise<{ user: AuthUser } | { refused: Response }> {
  const attempt = await throttle.begin(username, clientAddress(c));
  if (attempt.locked) return { refused: tooManyFailures(c, attempt.retryAfterSeconds) };
  const result = await checkLogin(db, username, password);
  if (!result.ok) return { refused: loginFailed(c, result.error) };
  await attempt.succeeded();
  return { user: result.user };
}

export interface SessionRouteOptions {
  verifyCaptcha?: CaptchaVerifier;
  throttle: LoginThrottle;
}

/** POST logs in, GET returns the signed-in user (or null), DELETE logs out. */
export function sessionRoutes(db: Db, { verifyCaptcha, throttle }: SessionRouteOptions) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { username, password, captcha } = await readJson(c, SessionRequestSchema);
      // The captcha first: a bot that fails it costs no database write.
      if (verifyCaptcha && !(await verifyCaptcha(captcha))) return loginFailed(c, 'captcha');
      const login = await throttledLogin(c, db, throttle, username, password);
      if ('refused' in login) return login.refused;

      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(c, await createSession(db, login.user.id));
      // The login block finishes a pending OpenID Connect interaction at this base; without one it ignores it.
      const data: SessionResponse = { success: true, oidcBaseUrl: OIDC_BASE_PATH };
      return respond(c, 200, data);
    })
    .get('/', (c) => respond(c, 200, c.var.user ? toSessionUser(c.var.user) : null))
    .delete('/', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) await deleteSession(db, token);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return respond(c, 200, null);
    });
}
