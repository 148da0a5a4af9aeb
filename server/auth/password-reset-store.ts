import { lockUntilCommit } from '../db/advisory-lock.ts';
import type { Db } from '../db/database.ts';

/** Accounts an email address may reach: one mail each, at most this many. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

export interface ResetTarget {
  id: string;
  username: string;
  firstName: string;
  email: string;
  disabled: boolean;
}

const targetColumns = `u.id, u.username, u.first_name as "firstName", u.email, u.disabled`;

/** The account a username names; otherwise every account (a few) registered with that email address. */
export async function findResetTargets(db: Db, identity: string): Promise<ResetTarget[]> {
  const byUsername = await db.query<ResetTarget>(`select ${targetColumns} from users u where lower(u.username) = lower($1)`, [
    identity,
  ]);
  if (byUsername.length > 0) return byUsername;
  if (!identity.includes('@')) return [];
  return db.query<ResetTarget>(
    `select ${targetColumns} from users u where lower(u.email) = lower($1) order by u.id limit ${MAX_ACCOUNTS_PER_EMAIL}`,
    [identity],
  );
}

/**
 * The reset links made for the account since `since` (an ISO time). The account stays locked until
 * the transaction ends, so concurrent requests cannot all pass the count.
 */
export async function lockAndCountResets(tx: Db, userId: string, since: string): Promise<number> {
  await lockUntilCommit(tx, [`password-reset:${userId}`]);
  const [recent] = await tx.query<{ count: number }>(
    'select count(*)::integer as count from password_reset_tokens where user_id = $1 and created_at > $2::timestamptz',
    [userId, since],
  );
  return recent?.count ?? 0;
}

/** Keeps a new link's token, by its hash only; times are ISO strings. */
export async function saveResetToken(
  tx: Db,
  tokenHash: string,
  userId: string,
  createdAt: string,
  expiresAt: string,
): Promise<void> {
  await tx.query(
    'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3::timestamptz, $4::timestamptz)',
    [tokenHash, userId, createdAt, expiresAt],
  );
}

/**
 * Whether `tokenHash` is a token issued to `userId`, unused and unexpired at `now` (an ISO time),
 * of an enabled account; the token stays locked until the transaction ends.
 */
export async function lockValidResetToken(tx: Db, tokenHash: string, userId: string, now: string): Promise<boolean> {
  const rows = await tx.query(
    `select t.user_id from password_reset_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.user_id = $2 and t.used_at is null and t.expires_at > $3::timestamptz and not u.disabled
     for update of t`,
    [tokenHash, userId, now],
  );
  return rows.length > 0;
}

/** Marks every unused token of the user used at `at` (an ISO time). */
export async function spendResetTokens(tx: Db, userId: string, at: string): Promise<void> {
  await tx.query('update password_reset_tokens set used_at = $2::timestamptz where user_id = $1 and used_at is null', [
    userId,
    at,
  ]);
}

export async function savePasswordHash(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}
