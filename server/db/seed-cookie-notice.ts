import type { Db } from './database.ts';

/**
 * The cookie notice on, at consent revision 1. Inserted only when missing: a setting changed
 * since (the notice turned off, a new revision) stays as it is.
 */
export async function seedCookieNotice(db: Db): Promise<void> {
  await db.query(
    `insert into cookie_notice_settings (id, enabled, revision) values (true, true, 1)
     on conflict (id) do nothing`,
  );
}
