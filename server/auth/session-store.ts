import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';
import { authUserColumns, type AuthUser } from './user-store.ts';

export const SESSION_COOKIE = 'cmsb_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The super-user behind an impersonated session. */
export interface Impersonator {
  id: string;
  username: string;
  isSu: boolean;
}

/** A session's user; while impersonating it is the impersonated user and `impersonator` the real person. */
export interface SessionAuthUser extends AuthUser {
  impersonator: Impersonator | null;
}

/** Starts a session and returns its token, which only the cookie holds. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.query('delete from sessions where user_id = $1 and expires_at <= now()', [userId]);
    await tx.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + $3::integer * interval '1 second')`,
      [hashToken(token), userId, SESSION_TTL_SECONDS],
    );
  });
  return token;
}

interface SessionRow extends AuthUser {
  impersonatorId: string | null;
  impersonatorUsername: string | null;
  impersonatorIsSu: boolean | null;
}

/**
 * The user of a live session; null when the token is unknown, expired or the user is disabled.
 * An impersonated session also ends when its impersonator is disabled.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionAuthUser | null> {
  const [row] = await db.query<SessionRow>(
    `select ${authUserColumns}, i.id as "impersonatorId", i.username as "impersonatorUsername", i.is_su as "impersonatorIsSu"
     from sessions s join users u on u.id = s.user_id left join users i on i.id = s.impersonator_id
     where s.token_hash = $1 and s.expires_at > now() and not u.disabled
       and (s.impersonator_id is null or not i.disabled)`,
    [hashToken(token)],
  );
  if (!row) return null;
  const { impersonatorId, impersonatorUsername, impersonatorIsSu, ...user } = row;
  const impersonator =
    impersonatorId === null
      ? null
      : { id: impersonatorId, username: impersonatorUsername ?? '', isSu: impersonatorIsSu ?? false };
  return { ...user, impersonator };
}

/**
 * The real person behind an impersonated session's user, null when not impersonating. The session
 * middleware puts a SessionAuthUser on the context; the context's type stays AuthUser so every
 * route and middleware written for AuthUser keeps working.
 */
export function impersonatorOf(user: AuthUser): Impersonator | null {
  return (user as Partial<SessionAuthUser>).impersonator ?? null;
}

/**
 * After a password change: ends the user's sessions, as themself or impersonating someone, except
 * the one whose token hash is `keepHash` (the session that changed it).
 */
export async function endOtherSessions(db: Db, userId: string, keepHash: string | null): Promise<void> {
  await db.query('delete from sessions where (user_id = $1 or impersonator_id = $1) and token_hash is distinct from $2', [
    userId,
    keepHash,
  ]);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

/**
 * Makes the session's user `userId`, remembering `impersonatorId` as the real person. The session
 * gets a new token, as on every change of who it is: the old one no longer works.
 */
export async function impersonateInSession(db: Db, token: string, userId: string, impersonatorId: string): Promise<string> {
  const renewed = newToken();
  await db.query('update sessions set user_id = $2, impersonator_id = $3, token_hash = $4 where token_hash = $1', [
    hashToken(token),
    userId,
    impersonatorId,
    hashToken(renewed),
  ]);
  return renewed;
}

/** Gives an impersonated session back to its impersonator, under a new token (returned). */
export async function endImpersonationInSession(db: Db, token: string): Promise<string> {
  const renewed = newToken();
  await db.query(
    `update sessions set user_id = impersonator_id, impersonator_id = null, token_hash = $2
     where token_hash = $1 and impersonator_id is not null`,
    [hashToken(token), hashToken(renewed)],
  );
  return renewed;
}
