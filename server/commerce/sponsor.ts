import type { Db } from '../db/database.ts';

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
