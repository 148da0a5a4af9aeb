import type { Db } from '../db/database.ts';

/** The full name of the distributor (or employee) a signup link names as sponsor; null for anyone else or a disabled account. */
export async function findSignupSponsorName(db: Db, userId: string): Promise<string | null> {
  const [sponsor] = await db.query<{ name: string }>(
    `select first_name || ' ' || last_name as name from users where id = $1 and status in ('D', 'E') and not disabled`,
    [userId],
  );
  return sponsor?.name ?? null;
}

export interface Sponsor {
  id: string;
  rcn: string;
  name: string;
}

/** The owner of the site guests buy on: the sponsor of the profiles their enrollments create. */
export async function findGuestSponsor(db: Db, siteId: string): Promise<Sponsor | null> {
  const [sponsor] = await db.query<Sponsor>(
    `select u.id, u.rcn, u.first_name || ' ' || u.last_name as name
     from sites s join users u on u.id = s.owner_user_id where s.id = $1`,
    [siteId],
  );
  return sponsor ?? null;
}
