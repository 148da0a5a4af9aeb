import type { Context } from 'hono';

/** Where the demo host serves its consent script (a file of our origin, as the strict CSP requires). */
export const COOKIE_CONSENT_HOST_SCRIPT = '/demo/cookie-consent-host.js';

/**
 * The route of one of the demo host's own browser scripts (host code, not the library's): `entry`
 * bundled for the browser on first request.
 */
export function hostScriptRoute(entry: URL) {
  let bundle: Promise<string> | null = null;
  // note: esbuild is imported on first use, as for the CMS script: it refuses to load in the server tests' sandbox.
  const script = () =>
    (bundle ??= import('esbuild')
      .then(({ build }) =>
        build({ entryPoints: [entry.pathname], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false }),
      )
      .then((result) => result.outputFiles[0]?.text ?? ''));
  return async (c: Context) =>
    c.body(await script(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}

/** GET /demo/cookie-consent-host.js. */
export const cookieConsentHostScriptRoute = hostScriptRoute(new URL('./cookie-consent-host.ts', import.meta.url));
