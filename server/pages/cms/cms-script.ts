import type { Context } from 'hono';

let bundle: Promise<string> | null = null;

/**
 * The demo CMS's browser script, bundled from cms-client.ts on its first request (the demo
 * host's own code, so it is not part of the library's dist/). The editor itself stays external:
 * the script imports /assets/cms-blocks/editor.js as any host would.
 */
function cmsScript(): Promise<string> {
  // note: esbuild is imported on first use: the server's tests never ask for this script, and
  // esbuild refuses to load inside their module sandbox
  bundle ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [new URL('./cms-client.ts', import.meta.url).pathname],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        write: false,
      }),
    )
    .then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/** GET /editor/cms.js. */
export async function cmsScriptRoute(c: Context) {
  return c.body(await cmsScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}
