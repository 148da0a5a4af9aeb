import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// TODO(issue 9): GET/POST /api/rpc/switch-user and POST /api/rpc/switch-user-back.
export function switchUserRoutes(_db: Db) {
  return new Hono<AppEnv>();
}

// TODO(issue 9): the super-users' profile search, /api/resource/user-profile.
export function userProfileRoutes(_db: Db) {
  return new Hono<AppEnv>();
}
