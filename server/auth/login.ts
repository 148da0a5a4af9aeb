import type { LoginError } from '#contracts/account.ts';
import type { Db } from '../db/database.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findUserByUsername, type AuthUser } from './user-store.ts';

export type LoginResult = { ok: true; user: AuthUser } | { ok: false; error: Exclude<LoginError, 'captcha'> };

let dummyHash: Promise<string> | undefined;

/**
 * Checks a username and password. An unknown user still costs one scrypt, so response times
 * do not tell which usernames exist; a disabled account is only revealed to its password.
 */
export async function checkLogin(db: Db, username: string, password: string): Promise<LoginResult> {
  const user = await findUserByUsername(db, username);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return { ok: false, error: 'incorrect' };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, error: 'incorrect' };
  if (user.disabled) return { ok: false, error: 'disabled' };
  const { passwordHash: _, ...authUser } = user;
  return { ok: true, user: authUser };
}
