import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';
import { authUserColumns, type AuthUser } from './users.ts';

export const SESSION_COOKIE = 'cmsb_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

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

/** The user of a live session; null when the token is unknown, expired or the user is disabled. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [user] = await db.query<AuthUser>(
    `select ${authUserColumns} from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now() and not u.disabled`,
    [hashToken(token)],
  );
  return user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}
