import type { Context } from 'hono';
import { errorMessage, respond } from './envelope.ts';

/**
 * The one answer for an object the caller may not see: a missing one and someone else's answer
 * alike (404, one message, the same headers), so trying ids (order numbers are sequential) tells
 * nobody which exist. Refusing a role a whole route (admins only, staff only) stays 403.
 */
export function notFound(c: Context, source: string, code: string, text: string) {
  return respond(c, 404, null, [errorMessage(source, code, text)]);
}
