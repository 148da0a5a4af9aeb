import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/session-store.ts';
import type { AppEnv } from './app-env.ts';
import { errorMessage, respond } from './envelope.ts';
import { firstSighting } from './first-sighting.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Refusal {
  /** Where the request came from, as logged: its Origin, else what it said instead. */
  from: string;
  /** What was refused and what fixes it, for the answer and the log. */
  text: string;
}

/** Why the state-changing request `c` is not the site's own, or null when it is. */
function refusalOf(c: Context<AppEnv>): Refusal | null {
  const { method } = c.req;
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (origin !== undefined && origin !== new URL(c.req.url).origin && !c.var.site.publicOrigins.has(origin)) {
    return {
      from: origin,
      text: `This server does not take ${method} requests from the origin "${origin}". If visitors reach the site there, list that origin in PUBLIC_ORIGIN.`,
    };
  }
  if (fetchSite === 'cross-site') {
    return {
      from: origin ?? 'Sec-Fetch-Site: cross-site',
      text: `This server does not take ${method} requests from another site.`,
    };
  }
  if (origin === undefined && fetchSite !== 'same-origin' && getCookie(c, SESSION_COOKIE) !== undefined) {
    return {
      from: 'no Origin',
      text: `A ${method} request with the session cookie must send Origin or Sec-Fetch-Site: same-origin, as browsers do.`,
    };
  }
  return null;
}

/**
 * Refuses state-changing requests from other sites (CSRF): the session cookie is SameSite=Lax,
 * and this also covers same-site subdomains and browsers that do not send SameSite. The site's
 * configured public origins count as its own: a proxy may send the server its upstream Host.
 * A request with a session cookie and no `Origin` must say `Sec-Fetch-Site: same-origin`, as a
 * browser does: the session is what a forged request would act with, so its absence is no proof.
 * The answer says what was refused and how to fix it; the log has the first refusal of each origin,
 * as a site missing its PUBLIC_ORIGIN refuses every visitor's POST.
 */
export function originCheck() {
  const firstFrom = firstSighting();
  return createMiddleware<AppEnv>(async (c, next) => {
    const refusal = unsafeMethods.has(c.req.method) ? refusalOf(c) : null;
    if (refusal) {
      if (firstFrom(refusal.from)) c.var.log.warn({ origin: refusal.from }, refusal.text);
      return respond(c, 403, null, [errorMessage('request', 'crossOrigin', refusal.text)]);
    }
    await next();
  });
}
