import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (/api/v2/pws/coupons).
export function pwsCouponRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
