import type { SessionUser } from '#contracts/account.ts';
import type { Db } from '../db/database.ts';

/** The signed-in user as the server's routes see it. */
export interface AuthUser {
  id: string;
  rcn: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Profile status: D distributor, E employee, R retail customer. */
  status: string;
  isSu: boolean;
  disabled: boolean;
  conferenceStaff: boolean;
  conferenceLookup: boolean;
}

/** The columns of `users` (aliased `u`) as an AuthUser, for every query that returns users. */
export const authUserColumns = `u.id, u.rcn, u.username, u.first_name as "firstName", u.last_name as "lastName",
  u.email, u.status, u.is_su as "isSu", u.disabled, u.conference_staff as "conferenceStaff",
  u.conference_lookup as "conferenceLookup"`;

export async function findUserByUsername(db: Db, username: string): Promise<(AuthUser & { passwordHash: string }) | null> {
  const [user] = await db.query<AuthUser & { passwordHash: string }>(
    `select ${authUserColumns}, u.password_hash as "passwordHash" from users u where lower(u.username) = lower($1)`,
    [username],
  );
  return user ?? null;
}

/** An enabled user by id (the OIDC provider's accounts). */
export async function findEnabledUser(db: Db, id: string): Promise<AuthUser | null> {
  const [user] = await db.query<AuthUser>(`select ${authUserColumns} from users u where u.id = $1 and not u.disabled`, [id]);
  return user ?? null;
}

export function toSessionUser(user: AuthUser): SessionUser {
  return { id: user.id, username: user.username, status: user.status, isSu: user.isSu };
}

/** Whether the user passed the distributor certification training; an unknown user is not certified. */
export async function isCertified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query<{ certified: boolean }>('select certified from users where id = $1', [userId]);
  return row?.certified ?? false;
}
