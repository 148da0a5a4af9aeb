import type { Db } from '../db/database.ts';

/** A personal website and who owns it. */
export interface SiteOwnership {
  id: string;
  name: string;
  ownerUserId: string;
  /** The host the site answers to, when it has one. */
  hostname: string | null;
}

const SITE_COLUMNS = 'id, name, owner_user_id as "ownerUserId", hostname';

export async function findSite(db: Db, siteId: string): Promise<SiteOwnership | null> {
  const [site] = await db.query<SiteOwnership>(`select ${SITE_COLUMNS} from sites where id = $1`, [siteId]);
  return site ?? null;
}

/** The site `userId` owns (a distributor owns at most one), or null. */
export async function siteOwnedBy(db: Db, userId: string): Promise<SiteOwnership | null> {
  const [site] = await db.query<SiteOwnership>(`select ${SITE_COLUMNS} from sites where owner_user_id = $1 order by id limit 1`, [
    userId,
  ]);
  return site ?? null;
}
