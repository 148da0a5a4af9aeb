import type { Context } from 'hono';

/**
 * The route of one of the demo host's own browser scripts (host code, not the library's, so not in
 * dist/): `file` of server/browser/, bundled on its first request.
 */
export function browserScriptRoute(file: string, format: 'esm' | 'iife') {
  const entry = new URL(`../browser/${file}`, import.meta.url).pathname;
  let bundle: Promise<string> | null = null;
  // note: esbuild is imported on first use: the server's tests never ask for these scripts, and
  // esbuild refuses to load inside their module sandbox.
  const script = () =>
    (bundle ??= import('esbuild')
      .then(({ build }) => build({ entryPoints: [entry], bundle: true, format, target: 'es2022', minify: true, write: false }))
      .then((result) => result.outputFiles[0]?.text ?? ''));
  return async (c: Context) =>
    c.body(await script(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}
