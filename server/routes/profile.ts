import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// TODO(issue 9): GET/PUT/POST /api/checkout/profile/current.
export function profileRoutes(_db: Db) {
  return new Hono<AppEnv>();
}

// TODO(issue 9): /api/resource/country-rules/{country} and /api/resource/geo-code.
export function countryRuleRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
