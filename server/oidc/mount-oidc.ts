import type { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// TODO(issue 9): the OpenID Connect provider and its interaction login.
export function mountOidc(_app: Hono<AppEnv>, _db: Db): void {}
