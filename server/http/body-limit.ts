import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { errorMessage, respond } from './envelope.ts';

const tooLarge = (c: Context) => respond(c, 413, null, [errorMessage('body', 'tooLarge', 'The request body is too large.')]);

/**
 * Refuses a request body over `maxSize` bytes, before any handler reads it: 413 and the envelope's
 * message, or `refuse`'s answer where a route words it for its own field (an upload's file).
 */
export const limitBody = (maxSize: number, refuse: (c: Context) => Response = tooLarge) =>
  bodyLimit({ maxSize, onError: refuse });
