import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code (conference.md 7: /api/conference, /api/conference-access,
// /api/conference-tickets, /api/conference-tickets-ribbons, /api/conference-report, /api/conference-profiles).
export function conferenceRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
