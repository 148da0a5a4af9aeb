import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/session-store.ts';
import { errorMessage, respond } from './envelope.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests from other sites (CSRF): the session cookie is SameSite=Lax,
 * and this also covers same-site subdomains and browsers that do not send SameSite. The site's
 * configured public origins count as its own: a proxy may send the server its upstream Host.
 * A request with a session cookie and no `Origin` must say `Sec-Fetch-Site: same-origin`, as a
 * browser does: the session is what a forged request would act with, so its absence is no proof.
 */
export const originCheck = createMiddleware(async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ours =
      origin === undefined
        ? fetchSite === 'same-origin' || getCookie(c, SESSION_COOKIE) === undefined
        : origin === new URL(c.req.url).origin || c.var.site.publicOrigins.has(origin);
    if (fetchSite === 'cross-site' || !ours) {
      return respond(c, 403, null, [errorMessage('request', 'crossOrigin', 'Cross-origin requests are not allowed.')]);
    }
  }
  await next();
});
