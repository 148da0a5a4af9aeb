import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { IDEMPOTENCY_HEADER } from '#contracts/commerce.ts';
import { envelopeResponse, fieldMessage } from '../http/envelope.ts';

const MAX_KEY_LENGTH = 100;

/** The request's Idempotency-Key; 422 when it is missing or longer than 100 characters. */
export function readIdempotencyKey(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    const message = fieldMessage(
      IDEMPOTENCY_HEADER,
      'invalid',
      `The ${IDEMPOTENCY_HEADER} header must hold 1 to ${MAX_KEY_LENGTH} characters.`,
    );
    throw new HTTPException(422, { res: envelopeResponse(422, null, [message]) });
  }
  return key;
}
