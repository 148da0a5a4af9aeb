import { createMiddleware } from 'hono/factory';
import { errorMessage, respond } from './envelope.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests from other sites (CSRF): the session cookie is SameSite=Lax,
 * and this also covers same-site subdomains and browsers that do not send SameSite. The site's
 * configured public origins count as its own: a proxy may send the server its upstream Host.
 */
export const originCheck = createMiddleware(async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const origin = c.req.header('origin');
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    const ours = origin === undefined || origin === new URL(c.req.url).origin || c.var.site.publicOrigins.has(origin);
    if (crossSite || !ours) {
      return respond(c, 403, null, [errorMessage('request', 'crossOrigin', 'Cross-origin requests are not allowed.')]);
    }
  }
  await next();
});
