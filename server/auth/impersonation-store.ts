import { USER_SEARCH_LIMIT, type UserProfile } from '#contracts/impersonation.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';
import { verifyPassword } from './password.ts';
import { authUserColumns, type AuthUser } from './user-store.ts';

/** A user to switch to, by RCN or username (case-insensitive). */
export async function findSwitchTarget(db: Db, rcnOrUsername: string): Promise<AuthUser | null> {
  const [user] = await db.query<AuthUser>(
    `select ${authUserColumns} from users u where u.rcn = $1 or lower(u.username) = lower($1) order by (u.rcn = $1) desc limit 1`,
    [rcnOrUsername],
  );
  return user ?? null;
}

export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db.query<{ passwordHash: string }>('select password_hash as "passwordHash" from users where id = $1', [
    userId,
  ]);
  return row ? verifyPassword(password, row.passwordHash) : false;
}

/** Enabled profiles whose last name starts with `lastName` (any when empty), except `exceptUserId`. */
export async function searchUserProfiles(db: Db, lastName: string, exceptUserId: string): Promise<UserProfile[]> {
  return db.query<UserProfile>(
    `select u.first_name || ' ' || u.last_name as name, u.email, u.rcn from users u
     where not u.disabled and u.id <> $2 and ($1 = '' or lower(u.last_name) like lower($3) escape '\\')
     order by lower(u.last_name), lower(u.first_name), u.rcn limit $4`,
    [lastName, exceptUserId, `${escapeLike(lastName)}%`, USER_SEARCH_LIMIT],
  );
}
