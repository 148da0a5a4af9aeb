import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { createApp } from '../server/app.ts';
import { guardName } from '../server/auth/guards.ts';
import type { Db } from '../server/db/database.ts';
import type { AppEnv } from '../server/http/app-env.ts';
import { pageUrl } from '../server/pages/demo-page.ts';
import { demoPages } from '../server/pages/routes.ts';

/** Building the routes runs no query: a database that throws says so at once if that changes. */
const unopenedDb: Db = {
  query: () => {
    throw new Error('The routes were built with a query');
  },
  exec: () => {
    throw new Error('The routes were built with a script');
  },
  transaction: () => {
    throw new Error('The routes were built with a transaction');
  },
  close: () => Promise.resolve(),
};

/**
 * The reference server's app with every route mounted (the captcha's and the development tools'
 * too), built without a database, only to read its routes: the guard test and the API reference.
 */
export const appForReading = (): Hono<AppEnv> =>
  createApp({
    db: unopenedDb,
    distDir: '/nowhere',
    captcha: { verify: () => Promise.resolve(false), newChallenge: () => Promise.reject(new Error('no challenges here')) },
    devTools: true,
  });

/**
 * The routes that answer files before the session is read (server/app.ts): the same for everyone,
 * so they name no guard. Every other route does, and a new one fails the guard test until it is listed.
 */
export const FILE_ROUTES: ReadonlySet<string> = new Set([
  'GET /assets/cms-blocks/*',
  'GET /assets/tinymce/*',
  'GET /demo-images/:file{[a-z0-9-]+\\.svg}',
  'GET /demo-home/pictures/:file{[a-z0-9-]+\\.svg}',
  'GET /demo-home/media/:file{[a-z0-9-]+\\.(?:webm|vtt)}',
  'GET /media/:id{[A-Za-z0-9_-]{1,64}}/:name{[a-z0-9-]+\\.[a-z]+}',
  'GET /demo.css',
  'GET /favicon.ico',
]);

/** The URL each demo page is shown at, by its route: a parameter with its own pattern may not match `sample`. */
const pageSamples = new Map(demoPages.map((page) => [page.path, pageUrl(page)]));

/**
 * A path the route's pattern matches: the page's sample, else each parameter (with or without its
 * own pattern) and wildcard filled in (a literal `*` matches `/oidc/*` oddly: with `/oidc`'s handlers).
 */
const samplePath = (pattern: string) =>
  (pageSamples.get(pattern) ?? pattern).replace(/:\w+(\{[^}]*\})?/g, 'sample').replace(/\*/g, 'sample');

/**
 * Each endpoint of `routes` (`METHOD /path` as Hono writes it), but the file routes, with the
 * guards that run before its handler, read from `routes`' own router: those registered with the
 * route, and those its sub-app put in front of all its routes (`.use`). An endpoint is any handler
 * Hono does not count as middleware (`.use`, or in front of a handler), so `.all()` routes are ones too.
 */
export function routeGuards(routes: Hono<AppEnv>): Record<string, string> {
  const guards: Record<string, string> = {};
  const middleware = inspectRoutes(routes).map((route) => route.isMiddleware);
  for (const [index, route] of routes.routes.entries()) {
    const key = `${route.method} ${route.path}`;
    if (middleware[index] || FILE_ROUTES.has(key)) continue;
    const handlers = routes.router.match(route.method, samplePath(route.path))[0].map(([[handler]]) => handler);
    const own = handlers.indexOf(route.handler);
    const names = own < 0 ? ['(its pattern matched no sample path)'] : handlers.slice(0, own).map(guardName);
    guards[key] = names.filter((name) => name !== undefined).join(' + ');
  }
  return guards;
}
