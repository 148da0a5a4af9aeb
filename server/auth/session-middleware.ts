import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { secureCookie } from '../http/site-origins.ts';
import { findSessionUser, SESSION_COOKIE, SESSION_TTL_SECONDS } from './sessions.ts';
import { hashToken } from './tokens.ts';

/** Puts the signed-in user (or null) on the context as `c.var.user`. */
export function sessionMiddleware(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', token ? await findSessionUser(db, token) : null);
    await next();
  });
}

/** The 401 answer to a request that needs a signed-in user. */
export const loginRequired = (c: Context) =>
  respond(c, 401, null, [errorMessage('session', 'unauthorized', 'You must be logged in to do this.')]);

/** Answers 401 without a signed-in user; the handlers after it see `c.var.user` as non-null. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const user: unknown = c.get('user');
  if (!user) return loginRequired(c);
  await next();
});

/**
 * Answers 401 signed out and 403 for anyone but an administrator (a super-user). While a
 * super-user impersonates someone, the impersonated user decides: seen as a customer, an
 * administrator is a customer.
 */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user: unknown = c.get('user');
  if (!user) return loginRequired(c);
  if (!c.var.user.isSu) {
    return respond(c, 403, null, [errorMessage('session', 'forbidden', 'Only administrators can do this.')]);
  }
  await next();
});

/** The hash of this request's session token (how sessions are stored), or null without one. */
export function currentSessionHash(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? hashToken(token) : null;
}

/** Hands the browser its session token: httpOnly, SameSite=Lax, Secure over https or when the site is public over https. */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
    secure: secureCookie(c),
  });
}
