import {
  DEFAULT_SWITCH_BACK_METHOD,
  impersonationStatusEndpoint,
  USER_SEARCH_LIMIT,
  type ImpersonationStatus,
  type UserProfile,
} from '../../src/contracts/impersonation.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';
import { verifyPassword } from './password.ts';
import { impersonatorOf, type Impersonator } from './sessions.ts';
import { authUserColumns, type AuthUser } from './users.ts';

/** How this server lets an impersonator back: 'auth' asks for their password (commerce.md 9). */
export const SWITCH_BACK_METHOD = DEFAULT_SWITCH_BACK_METHOD;

/** The real person behind a session: the impersonator while impersonating, else the user. */
export function realPerson(user: AuthUser): Impersonator {
  return impersonatorOf(user) ?? { id: user.id, username: user.username, isSu: user.isSu };
}

export function impersonationStatus(user: AuthUser): ImpersonationStatus {
  return {
    isSu: realPerson(user).isSu,
    impersonatedUser: impersonatorOf(user) ? { id: user.id, username: user.username } : null,
    switchBackMethod: SWITCH_BACK_METHOD,
  };
}

/**
 * The status as a page-config preload, for a host page of an impersonated session: the banner
 * then shows at once, without a call. Nothing for other sessions.
 */
export function impersonationPreload(user: AuthUser | null): Record<string, unknown> {
  if (!user || !impersonatorOf(user)) return {};
  return { [impersonationStatusEndpoint.path]: { data: impersonationStatus(user), messages: [] } };
}

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
