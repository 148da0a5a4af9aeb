import { Hono } from 'hono';
import { SiteSearchQuerySchema, type SearchResult } from '#contracts/site-search.ts';
import { allow } from '../auth/guards.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { respond } from '../http/envelope.ts';
import { readQuery } from '../http/validate.ts';
import { searchSite } from '../site/site-search-store.ts';

/**
 * Mounted at /api/v2/search-rat: `GET /search?hostname=&q=&limit=&offset=&prefix=`
 * (src/contracts/site-search.ts). Open to every visitor; an unknown hostname or an empty query
 * answers an empty list, a bad parameter 422.
 */
export function siteSearchRoutes(db: Db) {
  return new Hono<AppEnv>().get('/search', allow('public'), async (c) =>
    respond<SearchResult[]>(c, 200, await searchSite(db, readQuery(c, SiteSearchQuerySchema))),
  );
}
