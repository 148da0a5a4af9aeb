import { bodyLimit } from 'hono/body-limit';
import { errorMessage, respond } from './envelope.ts';

/** Refuses a request body over `maxSize` bytes with 413 and the envelope's message, before any handler reads it. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => respond(c, 413, null, [errorMessage('body', 'tooLarge', 'The request body is too large.')]),
  });
