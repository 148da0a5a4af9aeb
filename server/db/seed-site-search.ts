import { SEARCH_STAGING_HOSTNAME } from '#contracts/site-search.ts';
import type { Db } from './database.ts';
import { demoSite } from './seed-users.ts';

/**
 * The demo site answers to the staging hostname, which local and development pages search
 * (src/contracts/site-search.ts), so the demo pages on 127.0.0.1 find its pages and products.
 * Runs after the sites are seeded; a host moved to another site is moved back.
 */
export async function seedSiteSearch(db: Db): Promise<void> {
  await db.query('update sites set hostname = null where hostname = $1 and id <> $2', [SEARCH_STAGING_HOSTNAME, demoSite.id]);
  await db.query('update sites set hostname = $1 where id = $2 and hostname is distinct from $1', [
    SEARCH_STAGING_HOSTNAME,
    demoSite.id,
  ]);
}
