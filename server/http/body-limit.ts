import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';
import { errorMessage, respond } from './envelope.ts';

const tooLarge = (c: Context) => respond(c, 413, null, [errorMessage('body', 'tooLarge', 'The request body is too large.')]);

/**
 * Refuses a request body over `maxSize` bytes, before any handler reads it: 413 and the envelope's
 * message, or `refuse`'s answer where a route words it for its own field (an upload's file).
 */
export const limitBody = (maxSize: number, refuse: (c: Context) => Response = tooLarge) =>
  bodyLimit({ maxSize, onError: refuse });

/**
 * As limitBody, for an upload a browser sends whole whatever the server answers meanwhile: a body
 * over `maxSize` is read to its end and dropped, then refused. A server that answers and stops
 * reading closes the connection under a slow sender (@hono/node-server gives the rest 500 ms), and
 * the browser then shows a network error instead of the answer. Bodies over `readAtMost` (declared,
 * or once that much has come) are refused at once: a browser sending that much hears nothing useful.
 */
export function limitUpload(maxSize: number, readAtMost: number, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    if (Number(c.req.header('content-length') ?? 0) > readAtMost) return refuse(c);
    const kept: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > readAtMost) {
        await reader.cancel();
        return refuse(c);
      }
      if (size <= maxSize) kept.push(value);
    }
    if (size > maxSize) return refuse(c);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(kept) });
    return next();
  };
}
