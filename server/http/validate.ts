import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { Endpoint } from '../../src/api/endpoint.ts';
import { envelopeResponse, errorMessage, fieldMessage, type ApiMessage } from './envelope.ts';

function invalid(status: 415 | 422, messages: ApiMessage[]): HTTPException {
  return new HTTPException(status, { res: envelopeResponse(status, null, messages) });
}

/** A `\u0000` escape (after an even run of backslashes) in JSON text: PostgreSQL text cannot store NUL. */
const nulEscape = /(?:^|[^\\])(?:\\\\)*\\u0000/;

function issueMessage(issue: v.BaseIssue<unknown>): ApiMessage {
  return fieldMessage(v.getDotPath(issue) ?? 'body', 'invalid', issue.message);
}

/**
 * Reads a JSON body and validates it with the endpoint's valibot schema (the one the client
 * uses). Anything wrong answers 422 with one validatorMessage per issue, never a 500.
 */
export async function readJson<Schema extends v.GenericSchema>(c: Context, schema: Schema): Promise<v.InferOutput<Schema>> {
  // A JSON content type cannot be sent cross-site without a CORS preflight.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw invalid(415, [errorMessage('body', 'unsupportedMediaType', 'The request body must be JSON (Content-Type: application/json).')]);
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid(422, [fieldMessage('body', 'malformedJson', 'The request body is not valid JSON.')]);
  }
  if (nulEscape.test(text)) {
    throw invalid(422, [fieldMessage('body', 'invalid', 'Text must not contain NUL characters.')]);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalid(422, result.issues.map(issueMessage));
  return result.output;
}

/** Reads the body of a call defined with `defineEndpoint`, validated with that endpoint's `body` schema. */
export function readEndpointBody<Data, Body>(c: Context, endpoint: Endpoint<Data, Body>): Promise<Body> {
  if (!endpoint.body) throw new Error(`${endpoint.method} ${endpoint.path} defines no body schema`);
  return readJson(c, endpoint.body);
}
