import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { CaptchaVerifier } from './session.ts';

// TODO(issue 9): reset-email and new-password.
export function passwordResetRoutes(_db: Db, _options: { verifyCaptcha?: CaptchaVerifier } = {}) {
  return new Hono<AppEnv>();
}
