import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (the next-steps dashboard and the signup links).
export function distributorToolRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
