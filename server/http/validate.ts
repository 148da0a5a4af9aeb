import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { Endpoint } from '#contracts/endpoint.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { envelopeResponse, errorMessage, fieldMessage, type ApiMessage } from './envelope.ts';

function invalid(status: 415 | 422, messages: ApiMessage[]): HTTPException {
  return new HTTPException(status, { res: envelopeResponse(status, null, messages) });
}

/** A `\u0000` escape (after an even run of backslashes) in JSON text: PostgreSQL text cannot store NUL. */
const nulEscape = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** `whole` names the source of an issue about the input as a whole (no dot path): body, query or path. */
function issueMessage(issue: v.BaseIssue<unknown>, whole: string): ApiMessage {
  return fieldMessage(v.getDotPath(issue) ?? whole, 'invalid', issue.message);
}

function parseOrRefuse<Schema extends v.GenericSchema>(schema: Schema, input: unknown, whole: string): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input);
  if (!result.success)
    throw invalid(
      422,
      result.issues.map((issue) => issueMessage(issue, whole)),
    );
  return result.output;
}

/**
 * Reads a JSON body and validates it with the endpoint's valibot schema (the one the client
 * uses). Anything wrong answers 422 with one validatorMessage per issue, never a 500.
 */
export async function readJson<Schema extends v.GenericSchema>(c: Context, schema: Schema): Promise<v.InferOutput<Schema>> {
  // A JSON content type cannot be sent cross-site without a CORS preflight.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw invalid(415, [
      errorMessage('body', 'unsupportedMediaType', 'The request body must be JSON (Content-Type: application/json).'),
    ]);
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
  return parseOrRefuse(schema, body, 'body');
}

/** Reads the body of a call defined with `defineEndpoint`, validated with that endpoint's `body` schema. */
export function readEndpointBody<Data, Body>(c: Context, endpoint: Endpoint<Data, Body>): Promise<Body> {
  if (!endpoint.body) throw new Error(`${endpoint.method} ${endpoint.path} defines no body schema`);
  return readJson(c, endpoint.body);
}

/**
 * Validates the query string (first value of each parameter; unknown parameters are the schema's
 * to ignore). A bad value answers 422 with one validatorMessage per issue, never a 500.
 */
export function readQuery<Schema extends v.GenericSchema>(c: Context, schema: Schema): v.InferOutput<Schema> {
  return parseOrRefuse(schema, c.req.query(), 'query');
}

/** Validates the route's path parameters (already percent-decoded); a bad one answers 422. */
export function readParams<Schema extends v.GenericSchema>(c: Context, schema: Schema): v.InferOutput<Schema> {
  return parseOrRefuse(schema, c.req.param(), 'path');
}

/** An id or token in a path or query: 1 to 64 letters, digits, "-" and "_". */
export function tokenSchema(name: string) {
  return v.pipe(v.string(), v.regex(TOKEN_PATTERN, `${name} must be 1 to 64 letters, digits, "-" or "_".`));
}
