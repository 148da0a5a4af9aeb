import type { Db } from '../db/database.ts';

/** The full name of the distributor (or employee) a signup link names as sponsor; null for anyone else or a disabled account. */
export async function findSignupSponsorName(db: Db, userId: string): Promise<string | null> {
  const [sponsor] = await db.query<{ name: string }>(
    `select first_name || ' ' || last_name as name from users where id = $1 and status in ('D', 'E') and not disabled`,
    [userId],
  );
  return sponsor?.name ?? null;
}
