import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The spec's message model; the client builds its key as `type.source.code`. */
export interface ApiMessage {
  type: string;
  source: string;
  code: string;
  value: string;
  /** The client reads a missing level as 'warning'. */
  level?: 'error' | 'warning' | 'info' | 'success';
  primary?: boolean;
  params?: Record<string, string | number>;
}

/** Every answer under /api: `{ data, messages }`. */
export interface Envelope<T> {
  data: T;
  messages: ApiMessage[];
}

export function envelope<T>(data: T, messages: ApiMessage[] = []): Envelope<T> {
  return { data, messages };
}

export function respond<T>(c: Context, status: ContentfulStatusCode, data: T, messages: ApiMessage[] = []) {
  return c.json(envelope(data, messages), status);
}

/** A standalone envelope response, for errors raised outside a handler (HTTPException, onError). */
export function envelopeResponse(status: ContentfulStatusCode, data: unknown, messages: ApiMessage[] = []): Response {
  return Response.json(envelope(data, messages), { status });
}

/** A message about the request as a whole rather than one field. */
export function errorMessage(source: string, code: string, value: string): ApiMessage {
  return { type: 'error', source, code, value, level: 'error', primary: true };
}

/** A message about one field (a dot path such as `shipAddress.city`), shown next to that field. */
export function fieldMessage(source: string, code: string, value: string): ApiMessage {
  return { type: 'validatorMessage', source, code, value };
}
