import { Hono } from 'hono';
import type { CaptchaVerifier } from '../captcha/altcha-captcha.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

// Skeleton: replaced by the routes' own code.
export function freeEventRegistrationRoutes(_db: Db, _options: { verifyCaptcha?: CaptchaVerifier | undefined } = {}) {
  return new Hono<AppEnv>();
}
