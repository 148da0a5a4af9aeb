import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { renderHomePicture } from '../demo-home/home-pictures.ts';

/** Where the home page's pictures and sample video are served; mounted before the session middleware. */
export const DEMO_HOME_MEDIA_PREFIX = '/demo-home';

// note: built from fileURLToPath (see server/paths.ts)
const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-home', 'media');

/** hono's MIME table has no WebVTT; a track must be served as text/vtt or browsers ignore it. */
const VTT_TYPE = 'text/vtt; charset=utf-8';

/**
 * `/demo-home/pictures/{name}.svg`: the home page's drawn pictures (server/demo-home/home-pictures.ts).
 * `/demo-home/media/{file}`: the sample video and its captions, from server/demo-home/media/;
 * serveStatic answers Range requests (206 with Content-Range, 416 past the end), which video
 * players use to fetch and seek.
 */
export function demoHomeMediaRoutes() {
  const media = serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^.*\/media/, '') });
  return new Hono()
    .get('/pictures/:file{[a-z0-9-]+\\.svg}', (c) => {
      const picture = renderHomePicture(c.req.param('file').replace(/\.svg$/, ''));
      if (picture === null) return c.notFound();
      return c.body(picture, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        // An SVG opened directly is a document: give it no powers.
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/media/:file{[a-z0-9-]+\\.(?:webm|vtt)}', async (c, next) => {
      const response = await media(c, next);
      // Without a file serveStatic passes on to the not-found handler and returns nothing.
      if (response instanceof Response) {
        if (c.req.path.endsWith('.vtt')) response.headers.set('Content-Type', VTT_TYPE);
        response.headers.set('Cache-Control', 'public, max-age=86400');
        response.headers.set('X-Content-Type-Options', 'nosniff');
      }
      return response;
    });
}
