import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { sendFile, type SendFileOptions } from '../http/send-file.ts';

export const ASSETS_PREFIX = '/assets/cms-blocks';

/**
 * Where the demo serves TinyMCE to its editor pages (`tinymceUrl`). The library does not ship
 * TinyMCE: like any host, the demo serves its own copy, the `tinymce` package it installs.
 */
export const TINYMCE_PREFIX = '/assets/tinymce';

/** The `tinymce` package's folder, which the demo serves under TINYMCE_PREFIX. */
export const TINYMCE_DIR = dirname(createRequire(import.meta.url).resolve('tinymce/package.json'));

/** Rollup names the files in these folders `[name]-[hash]`: their content never changes. */
const hashedDirs = ['blocks/', 'chunks/'].map((dir) => `${ASSETS_PREFIX}/${dir}`);

/**
 * The names the build writes (`chunks/core-C0r3.js`, `cms-blocks.css`...) and TinyMCE's
 * (`skins/ui/oxide/skin.min.css`): folders and names of letters, digits, `_` and `-`, dots only
 * between them. No `..`, no `%`, no backslash: the path stays inside the folder served.
 */
const ASSET_NAME = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)+$/;

/** Serves the files of `dir` under `prefix`; without such a file, the not-found handler answers. */
function serveFolder(
  dir: string,
  prefix: string,
  cacheControlFor: (path: string) => string,
  options?: SendFileOptions,
): MiddlewareHandler {
  return async (c, next) => {
    const name = c.req.path.slice(prefix.length + 1);
    const response = ASSET_NAME.test(name) ? await sendFile(c, join(dir, name), cacheControlFor(c.req.path), options) : null;
    return response ?? next();
  };
}

/**
 * Serves the built library. Content-hashed chunks are cached for a year; entry files at the
 * top (cms-blocks.js, cms-blocks.css, blocks.json) are revalidated on every use. The build's
 * `.br` and `.gz` copies are sent to the clients that accept them.
 */
export function staticAssets(distDir: string): MiddlewareHandler {
  return serveFolder(
    distDir,
    ASSETS_PREFIX,
    (path) => (hashedDirs.some((dir) => path.startsWith(dir)) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    { precompressed: true },
  );
}

/** TinyMCE's files, revalidated on every use: their names stay the same from one version to the next. */
export function tinymceAssets(): MiddlewareHandler {
  return serveFolder(TINYMCE_DIR, TINYMCE_PREFIX, () => 'no-cache');
}
