import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (/api/pws/site-settings-section, popups, home-page videos and their renditions).
export function siteSettingsRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
