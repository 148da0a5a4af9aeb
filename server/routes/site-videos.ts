import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (home-page videos: the options, the site's choice at
// /api/pws/site-settings-section/current/homePageVideo, and the renditions by id and width).
export function siteVideoRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
