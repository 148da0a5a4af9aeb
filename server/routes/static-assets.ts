import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

export const ASSETS_PREFIX = '/assets/cms-blocks';

/** Rollup names the files in these folders `[name]-[hash]`: their content never changes. */
const hashedDirs = ['blocks/', 'chunks/'].map((dir) => `${ASSETS_PREFIX}/${dir}`);

/**
 * Serves the built library. Content-hashed chunks are cached for a year; entry files at the
 * top (cms-blocks.js, cms-blocks.css, blocks.json) are revalidated on every use.
 */
export function staticAssets(distDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: distDir, rewriteRequestPath: (path) => path.slice(ASSETS_PREFIX.length) });
  return async (c, next) => {
    const response = await serve(c, next);
    // Without a file, serveStatic passes on to the not-found handler and returns no response.
    if (response instanceof Response) {
      const hashed = hashedDirs.some((dir) => c.req.path.startsWith(dir));
      response.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.headers.set('X-Content-Type-Options', 'nosniff');
    }
    return response;
  };
}
