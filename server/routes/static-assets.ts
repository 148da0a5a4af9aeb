import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { sendFile } from '../http/send-file.ts';

export const ASSETS_PREFIX = '/assets/cms-blocks';

/** Rollup names the files in these folders `[name]-[hash]`: their content never changes. */
const hashedDirs = ['blocks/', 'chunks/'].map((dir) => `${ASSETS_PREFIX}/${dir}`);

/**
 * The names the build writes (`chunks/core-C0r3.js`, `cms-blocks.css`...): folders and names of
 * letters, digits, `_` and `-`, dots only between them. No `..`, no `%`, no backslash: the path
 * stays inside the build folder.
 */
const ASSET_NAME = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)+$/;

/**
 * Serves the built library. Content-hashed chunks are cached for a year; entry files at the
 * top (cms-blocks.js, cms-blocks.css, blocks.json) are revalidated on every use.
 */
export function staticAssets(distDir: string): MiddlewareHandler {
  return async (c, next) => {
    const name = c.req.path.slice(ASSETS_PREFIX.length + 1);
    const hashed = hashedDirs.some((dir) => c.req.path.startsWith(dir));
    const cacheControl = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
    const response = ASSET_NAME.test(name) ? await sendFile(c, join(distDir, name), cacheControl) : null;
    // Without a file, the not-found handler answers.
    return response ?? next();
  };
}
