import type { Db } from '../db/database.ts';
import type { Envelope } from '../http/envelope.ts';

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
