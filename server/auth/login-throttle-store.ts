import type { Db } from '../db/database.ts';

/** The failure counts of a login attempt: its account, its address and username pair, its address and its session (hashed). */
export interface ThrottleKeys {
  account: string;
  pair: string;
  address: string;
  session: string | null;
}

// note: lower() is the one the user lookup uses (findUserByUsername), so every spelling that can
// reach an account shares its count; JavaScript's toLowerCase folds some letters differently (İ).
// An address key holds no space, so 'address username' names one pair.
const keysSql = `select encode(sha256(convert_to('account:' || lower($1::text), 'UTF8')), 'hex') as account,
  encode(sha256(convert_to('pair:' || $2::text || ' ' || lower($1::text), 'UTF8')), 'hex') as pair,
  encode(sha256(convert_to('address:' || $2::text, 'UTF8')), 'hex') as address,
  encode(sha256(convert_to('session:' || $3::text, 'UTF8')), 'hex') as session`;

/** The keys of an attempt; without a session its key is null (sha256 of null). */
export async function throttleKeys(tx: Db, username: string, address: string, session: string | null): Promise<ThrottleKeys> {
  const [keys] = await tx.query<ThrottleKeys>(keysSql, [username, address, session]);
  if (!keys) throw new Error('No login throttle keys');
  return keys;
}

/** The failures of `keys` after `since` (an ISO time), newest first. */
export function failuresSince(tx: Db, keys: readonly string[], since: string): Promise<{ key: string; failedAt: Date }[]> {
  return tx.query<{ key: string; failedAt: Date }>(
    `select key, failed_at as "failedAt" from login_failures
     where key = any($1::text[]) and failed_at > $2::timestamptz order by failed_at desc`,
    [keys, since],
  );
}

/** Counts a failure of each key at `at` (an ISO time); the new rows' ids by key. */
export function countFailure(tx: Db, keys: readonly string[], at: string): Promise<{ id: number; key: string }[]> {
  return tx.query<{ id: number; key: string }>(
    `insert into login_failures (key, failed_at) select key, $2::timestamptz from unnest($1::text[]) as key returning id, key`,
    [keys, at],
  );
}

/** Failures that left the window (at or before `since`), a batch at a time; SKIP LOCKED never waits on another pruner. */
export async function pruneFailures(tx: Db, since: string): Promise<void> {
  await tx.query(
    `delete from login_failures where id in
       (select id from login_failures where failed_at <= $1::timestamptz limit 100 for update skip locked)`,
    [since],
  );
}

/** Clears every failure of `keys`, and the one failure `failureId` of another key. */
export async function clearFailures(db: Db, keys: readonly string[], failureId: number | undefined): Promise<void> {
  await db.query('delete from login_failures where key = any($1::text[]) or id = $2', [keys, failureId]);
}
