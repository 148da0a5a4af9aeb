import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { envelopeResponse, fieldMessage, type Envelope } from '../http/envelope.ts';

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

export interface RememberedAnswer {
  status: number;
  body: Envelope<unknown>;
}

export async function findRememberedAnswer(db: Db, ownerKey: string, key: string): Promise<RememberedAnswer | null> {
  const [row] = await db.query<RememberedAnswer>('select status, body from idempotency_keys where owner_key = $1 and key = $2', [
    ownerKey,
    key,
  ]);
  return row ?? null;
}

/** Keeps the first answer to a key: a concurrent request with the same key does not overwrite it. */
export async function rememberAnswer(db: Db, ownerKey: string, key: string, answer: RememberedAnswer): Promise<void> {
  await db.query(
    'insert into idempotency_keys (owner_key, key, status, body) values ($1, $2, $3, $4::jsonb) on conflict do nothing',
    [ownerKey, key, answer.status, JSON.stringify(answer.body)],
  );
}
