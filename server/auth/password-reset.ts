import { RESET_LINK_TTL_MS, setNewPasswordPath } from '#contracts/password-reset.ts';
import type { Db } from '../db/database.ts';
import { queueMail } from '../mail/outbox-store.ts';
import type { Clock } from './login-throttle.ts';
import {
  findResetTargets,
  lockAndCountResets,
  lockValidResetToken,
  savePasswordHash,
  saveResetToken,
  spendResetTokens,
  type ResetTarget,
} from './password-reset-store.ts';
import { hashPassword } from './password.ts';
import { endOtherSessions } from './session-store.ts';
import { hashToken, newToken } from './tokens.ts';

/** At most this many reset mails per account per link lifetime, so nobody can flood a mailbox (or the outbox). */
export const MAX_RESET_MAILS_PER_HOUR = 3;

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
  const targets = (await findResetTargets(db, identity)).filter((target) => !target.disabled);
  for (const target of targets) {
    const at = now();
    const expiresAt = at + RESET_LINK_TTL_MS;
    const token = newToken();
    await db.transaction(async (tx) => {
      const recent = await lockAndCountResets(tx, target.id, new Date(at - RESET_LINK_TTL_MS).toISOString());
      if (recent >= MAX_RESET_MAILS_PER_HOUR) return;
      await saveResetToken(tx, hashToken(token), target.id, new Date(at).toISOString(), new Date(expiresAt).toISOString());
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
    const valid = await lockValidResetToken(tx, hashToken(input.token), input.userId, new Date(now()).toISOString());
    if (!valid) return false;
    await spendResetTokens(tx, input.userId, new Date(now()).toISOString());
    await savePasswordHash(tx, input.userId, passwordHash);
    await endOtherSessions(tx, input.userId, input.keepSessionHash ?? null);
    return true;
  });
}
