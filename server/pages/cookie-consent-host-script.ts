import type { Context } from 'hono';

/** Where the demo host serves its consent script (a file of our origin, as the strict CSP requires). */
export const COOKIE_CONSENT_HOST_SCRIPT = '/demo/cookie-consent-host.js';

let bundle: Promise<string> | null = null;

/** cookie-consent-host.ts for the browser, bundled on first request (the demo host's code, not the library's). */
function hostScript(): Promise<string> {
  // note: esbuild is imported on first use, as for the CMS script: it refuses to load in the server tests' sandbox.
  bundle ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [new URL('./cookie-consent-host.ts', import.meta.url).pathname],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
      }),
    )
    .then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/** GET /demo/cookie-consent-host.js. */
export async function cookieConsentHostScriptRoute(c: Context) {
  return c.body(await hostScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}
