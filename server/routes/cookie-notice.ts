import { Hono } from 'hono';
import type { CookieNoticeMessage } from '#contracts/cookie-notice.ts';
import { allow } from '../auth/guards.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { respond } from '../http/envelope.ts';
import { findCookieNoticeSetting } from '../site/cookie-notice-store.ts';

/** Without its setting row the notice stays off: a site that never set it up asks nothing. */
const NOT_SET_UP: CookieNoticeMessage = { enabled: false, revision: 1 };

/** Mounted at /api/cookie-notice-message: public, read by every page that places the notice. */
export function cookieNoticeRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', allow('public'), async (c) =>
    respond<CookieNoticeMessage>(c, 200, (await findCookieNoticeSetting(db)) ?? NOT_SET_UP),
  );
}
