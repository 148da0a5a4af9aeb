import type { TrackingSetting } from '#contracts/site-analytics.ts';
import type { Db } from '../db/database.ts';

const TRACKING_COLUMNS = 'site_id as "siteId", tracking_id as "trackingId", user_id as "userId", is_employee as "isEmployee"';

export async function findTrackingSetting(db: Db, siteId: string): Promise<TrackingSetting | null> {
  const [setting] = await db.query<TrackingSetting>(`select ${TRACKING_COLUMNS} from site_tracking_settings where site_id = $1`, [
    siteId,
  ]);
  return setting ?? null;
}

/** Stores the site's first setting; null when it has one already (the caller then updates instead). */
export async function createTrackingSetting(db: Db, setting: TrackingSetting): Promise<TrackingSetting | null> {
  const [created] = await db.query<TrackingSetting>(
    `insert into site_tracking_settings (site_id, tracking_id, user_id, is_employee) values ($1, $2, $3, $4)
     on conflict (site_id) do nothing returning ${TRACKING_COLUMNS}`,
    [setting.siteId, setting.trackingId, setting.userId, setting.isEmployee],
  );
  return created ?? null;
}

/** Replaces the site's setting; null when it has none yet. */
export async function updateTrackingSetting(db: Db, setting: TrackingSetting): Promise<TrackingSetting | null> {
  const [updated] = await db.query<TrackingSetting>(
    `update site_tracking_settings set tracking_id = $2, user_id = $3, is_employee = $4, updated_at = now()
     where site_id = $1 returning ${TRACKING_COLUMNS}`,
    [setting.siteId, setting.trackingId, setting.userId, setting.isEmployee],
  );
  return updated ?? null;
}

/** The site's pixel account id; '' when it has none. */
export async function findPixelAccountId(db: Db, siteId: string): Promise<string> {
  const [row] = await db.query<{ accountId: string }>(
    'select account_id as "accountId" from site_facebook_pixels where site_id = $1',
    [siteId],
  );
  return row?.accountId ?? '';
}

/** Saves the site's pixel account id; '' removes it. */
export async function savePixelAccountId(db: Db, siteId: string, accountId: string): Promise<void> {
  if (accountId === '') {
    await db.query('delete from site_facebook_pixels where site_id = $1', [siteId]);
    return;
  }
  await db.query(
    `insert into site_facebook_pixels (site_id, account_id) values ($1, $2)
     on conflict (site_id) do update set account_id = excluded.account_id, updated_at = now()`,
    [siteId, accountId],
  );
}
