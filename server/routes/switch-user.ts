import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  switchUserBackEndpoint,
  switchUserEndpoint,
  UserSearchQuerySchema,
  LAST_NAME_FILTER,
  SWITCH_TO_SELF_CODE,
} from '#contracts/impersonation.ts';
import { findSwitchTarget, searchUserProfiles } from '../auth/impersonation-store.ts';
import { impersonationStatus, realPerson } from '../auth/impersonation.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { allow } from '../auth/guards.ts';
import { setSessionCookie } from '../auth/session-middleware.ts';
import {
  endImpersonationInSession,
  findSessionUser,
  impersonateInSession,
  impersonatorOf,
  SESSION_COOKIE,
} from '../auth/session-store.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readEndpointBody, readQuery } from '../http/validate.ts';
import { confirmPassword, tryAgainIn } from './session.ts';

const refuse = (c: Context, status: 422 | 429, code: string, text: string) =>
  respond(c, status, null, [errorMessage('switchUser', code, text)]);

/**
 * The server's switch-back method is 'auth' (SWITCH_BACK_METHOD): the impersonator proves who they are before getting their own account
 * back. Failures count against their logins (the same password), so this is no password oracle; a
 * limit of its own per session keeps others' failures on the account from refusing it.
 */
async function checkSwitchBack(c: Context<SignedInEnv>, db: Db, throttle: LoginThrottle, password: string | undefined) {
  const impersonator = impersonatorOf(c.var.user);
  if (!impersonator) return null;
  if (!password) return refuse(c, 422, 'passwordRequired', 'Please enter your password to end impersonation.');
  const checked = await confirmPassword(c, db, throttle, impersonator, password);
  if (checked === 'incorrect') return refuse(c, 422, 'incorrectPassword', 'The password was incorrect.');
  if (checked !== 'confirmed') {
    c.header('Retry-After', String(checked.retryAfterSeconds));
    return refuse(c, 429, 'tooManyAttempts', `Too many failed attempts. ${tryAgainIn(checked.retryAfterSeconds)}`);
  }
  return null;
}

/** GET/POST /api/rpc/switch-user and POST /api/rpc/switch-user-back (commerce.md 7); passwords count against `throttle`. */
export function switchUserRoutes(db: Db, throttle: LoginThrottle) {
  return new Hono<AppEnv>()
    .get('/switch-user', allow('signedIn'), (c) => respond(c, 200, impersonationStatus(c.var.user)))
    .post('/switch-user', allow('realSuperUser'), async (c) => {
      const { switchToUsername, password } = await readEndpointBody(c, switchUserEndpoint);
      const real = realPerson(c.var.user);
      // Impersonating already: switch back first, which the 'auth' method guards with the password.
      const refused = await checkSwitchBack(c, db, throttle, password);
      if (refused) return refused;
      const target = await findSwitchTarget(db, switchToUsername);
      if (!target) return refuse(c, 422, 'userNotFound', `No user was found with the RCN or username "${switchToUsername}".`);
      if (target.id === real.id) return refuse(c, 422, SWITCH_TO_SELF_CODE, 'You cannot switch to yourself.');
      if (target.disabled) return refuse(c, 422, 'userDisabled', 'This account is disabled; you cannot switch to it.');
      const token = await impersonateInSession(db, getCookie(c, SESSION_COOKIE) ?? '', target.id, real.id);
      setSessionCookie(c, token);
      const user = await findSessionUser(db, token);
      return user ? respond(c, 200, impersonationStatus(user)) : respond(c, 401, null);
    })
    .post('/switch-user-back', allow('signedIn'), async (c) => {
      const { password } = await readEndpointBody(c, switchUserBackEndpoint);
      if (!impersonatorOf(c.var.user)) return respond(c, 200, impersonationStatus(c.var.user));
      const refused = await checkSwitchBack(c, db, throttle, password);
      if (refused) return refused;
      const token = await endImpersonationInSession(db, getCookie(c, SESSION_COOKIE) ?? '');
      setSessionCookie(c, token);
      const user = await findSessionUser(db, token);
      return user ? respond(c, 200, impersonationStatus(user)) : respond(c, 401, null);
    });
}

/** GET /api/resource/user-profile?filter[where][lastName]=: the switch-user search, for super-users only. */
export function userProfileRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', allow('realSuperUser'), async (c) => {
    const query = readQuery(c, UserSearchQuerySchema);
    return respond(c, 200, await searchUserProfiles(db, query[LAST_NAME_FILTER], realPerson(c.var.user).id));
  });
}
