import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { secureCookie } from '../http/site-origins.ts';
import { deleteSession, findSessionUser, SESSION_COOKIE, SESSION_TTL_SECONDS } from './session-store.ts';
import { hashToken } from './tokens.ts';

/** Puts the signed-in user (or null) on the context as `c.var.user`. */
export function sessionMiddleware(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', token ? await findSessionUser(db, token) : null);
    await next();
  });
}

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

/** Signs out: ends this request's session, if it has one, and clears its cookie. */
export async function endSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSession(db, token);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
