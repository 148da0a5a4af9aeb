import { Hono } from 'hono';
import { safeRedirect } from '#host/redirect.ts';
import { allow } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { siteOrigin } from '../http/site-origins.ts';

/**
 * GET /login-home?redirect=: where the login block sends the browser after a login. It forwards
 * to `redirect` when that is a path on this site (the guard the block uses too), else to the
 * default page; someone not signed in is sent to log in first, keeping the redirect.
 */
export function loginHomeRoutes() {
  return new Hono<AppEnv>().get('/login-home', allow('public'), (c) => {
    const target = safeRedirect(c.req.query('redirect'), siteOrigin(c));
    c.header('Cache-Control', 'no-store');
    if (!c.var.user) return c.redirect(`/login?redirect=${encodeURIComponent(target)}`, 303);
    return c.redirect(target, 303);
  });
}
