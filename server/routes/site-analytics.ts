import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (/api/v2/rcm-ga and /api/resource/facebook-analytics-site).
export function siteAnalyticsRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
