import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Node's request and response (a handler that writes its own answer needs them); absent under app.request(). */
export function nodeBindings(c: Context): HttpBindings | null {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : null;
}
