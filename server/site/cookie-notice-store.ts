import type { CookieNoticeMessage } from '#contracts/cookie-notice.ts';
import type { Db } from '../db/database.ts';

/** The site's cookie notice setting, or null before it is set up (server/db/seed-cookie-notice.ts). */
export async function findCookieNoticeSetting(db: Db): Promise<CookieNoticeMessage | null> {
  const [setting] = await db.query<CookieNoticeMessage>('select enabled, revision from cookie_notice_settings');
  return setting ?? null;
}
