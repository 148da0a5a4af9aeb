import { RESET_LINK_TTL_MS, setNewPasswordPath } from '../../src/contracts/password-reset.ts';
import type { Db } from '../db/database.ts';
import { queueMail } from '../mail/outbox.ts';
import type { Clock } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { endOtherSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/** At most this many reset mails per account per link lifetime, so nobody can flood a mailbox (or the outbox). */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** Accounts an email address may reach: one mail each, at most this many. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

const USERNAME_LIKE = /^[\p{L}\p{N}_.-]+$/u;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/;

/**
 * Whether `identity` could name an account at all: a username or an email address. Anything
 * else (spaces, an empty local part) cannot be reset whatever accounts exist, so refusing it
 * tells nothing about them.
 */
export function isResetIdentity(identity: string): boolean {
  return USERNAME_LIKE.test(identity) || EMAIL_LIKE.test(identity);
}

interface ResetTarget {
  id: string;
  username: string;
  firstName: string;
  email: string;
  disabled: boolean;
}

const targetColumns = `u.id, u.username, u.first_name as "firstName", u.email, u.disabled`;

/** The account a username names; otherwise every account (a few) registered with that email address. */
async function findTargets(db: Db, identity: string): Promise<ResetTarget[]> {
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

function resetMailText(target: ResetTarget, link: string): string {
  return [
    `Hello ${target.firstName},`,
    '',
    `Someone asked to reset the password of the account ${target.username}. To choose a new password, open this link:`,
    '',
    link,
    '',
    'The link works once and expires after one hour.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
}

export const RESET_MAIL_SUBJECT = 'Reset your password';

/**
 * Handles a reset request for `identity` (a username or email address): each enabled account it
 * names gets a one-hour link at `origin`, unless it already had MAX_RESET_MAILS_PER_HOUR. Unknown,
 * disabled and throttled accounts get nothing, and the caller answers all alike.
 */
export async function requestPasswordReset(db: Db, identity: string, origin: string, now: Clock = Date.now): Promise<void> {
  const targets = (await findTargets(db, identity)).filter((target) => !target.disabled);
  for (const target of targets) {
    const at = now();
    const expiresAt = at + RESET_LINK_TTL_MS;
    const token = newToken();
    await db.transaction(async (tx) => {
      // Serialises requests for one account, so concurrent ones cannot all pass the count.
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`password-reset:${target.id}`]);
      const [recent] = await tx.query<{ count: number }>(
        'select count(*)::integer as count from password_reset_tokens where user_id = $1 and created_at > $2::timestamptz',
        [target.id, new Date(at - RESET_LINK_TTL_MS).toISOString()],
      );
      if ((recent?.count ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return;
      await tx.query(
        'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3::timestamptz, $4::timestamptz)',
        [hashToken(token), target.id, new Date(at).toISOString(), new Date(expiresAt).toISOString()],
      );
      const link = new URL(setNewPasswordPath({ userId: target.id, token, expirationTimestamp: expiresAt }), origin).href;
      await queueMail(tx, { to: target.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(target, link) });
    });
  }
}

export interface NewPasswordInput {
  userId: string;
  token: string;
  password: string;
  /** The hash of the session making the request, which stays; the user's other sessions end. */
  keepSessionHash?: string | null;
}

/**
 * Sets a new password with a reset link's token. False, with nothing changed, unless the token
 * is one we issued to this user, unused and unexpired, and the account is enabled. Once used,
 * the token and the user's other unused tokens stop working, and their sessions end.
 */
export async function setPasswordWithToken(db: Db, input: NewPasswordInput, now: Clock = Date.now): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ userId: string }>(
      `select t.user_id as "userId" from password_reset_tokens t join users u on u.id = t.user_id
       where t.token_hash = $1 and t.user_id = $2 and t.used_at is null and t.expires_at > $3::timestamptz and not u.disabled
       for update of t`,
      [hashToken(input.token), input.userId, new Date(now()).toISOString()],
    );
    if (!row) return false;
    const at = new Date(now()).toISOString();
    await tx.query('update password_reset_tokens set used_at = $2::timestamptz where user_id = $1 and used_at is null', [
      row.userId,
      at,
    ]);
    await tx.query('update users set password_hash = $2 where id = $1', [row.userId, passwordHash]);
    await endOtherSessions(tx, row.userId, input.keepSessionHash ?? null);
    return true;
  });
}
