import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ConferenceAccess } from '../../src/contracts/conference.ts';
import { loginRequired } from '../auth/session-middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';

/** Conference staff, or a super-user; while impersonating, the impersonated user decides. */
export const isConferenceStaff = (user: AuthUser | null) => user !== null && (user.conferenceStaff || user.isSu);

export const conferenceAccess = (user: AuthUser): ConferenceAccess => ({
  staff: isConferenceStaff(user),
  lookupAccess: user.conferenceLookup,
});

const forbidden = (c: Context, text: string) => respond(c, 403, null, [errorMessage('conference', 'forbidden', text)]);

/** 401 signed out, 403 for anyone but conference staff. */
export const requireConferenceStaff = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user') as AuthUser | null;
  if (!user) return loginRequired(c);
  if (!isConferenceStaff(user)) return forbidden(c, 'Only conference staff can do this.');
  await next();
});

/** 401 signed out, 403 for anyone without profile lookup access. */
export const requireProfileLookup = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user') as AuthUser | null;
  if (!user) return loginRequired(c);
  if (!user.conferenceLookup) return forbidden(c, 'Only conference staff with lookup access can search profiles.');
  await next();
});
