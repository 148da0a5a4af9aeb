import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { renderHomePicture } from '../demo-home/home-pictures.ts';
import { sendFile } from '../http/send-file.ts';

// note: built from fileURLToPath (see server/paths.ts)
const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-home', 'media');

/**
 * `/demo-home/pictures/{name}.svg`: the home page's drawn pictures (server/demo-home/home-pictures.ts).
 * `/demo-home/media/{file}`: the sample video and its captions, from server/demo-home/media/,
 * with sendFile's Range handling, which video players use to fetch and seek.
 */
export function demoHomeMediaRoutes() {
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
    .get('/media/:file{[a-z0-9-]+\\.(?:webm|vtt)}', async (c) => {
      // The route's pattern admits only plain names: the path stays inside mediaDir.
      const response = await sendFile(c, join(mediaDir, c.req.param('file')), 'public, max-age=86400');
      return response ?? c.notFound();
    });
}
