import { Hono } from 'hono';
import type { Captcha } from '../captcha/altcha-captcha.ts';
import { allow } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * GET /api/captcha/challenge: a fresh challenge for the captcha widget. It answers the challenge
 * itself, not the {data, messages} envelope: that is the widget's own protocol.
 */
export function captchaRoutes(captcha: Captcha) {
  return new Hono<AppEnv>().get('/challenge', allow('public'), async (c) => c.json(await captcha.newChallenge()));
}
