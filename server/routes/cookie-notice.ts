import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code.
export function cookieNoticeRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
