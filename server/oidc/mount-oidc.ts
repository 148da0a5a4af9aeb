import type { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { demoRelyingPartyRoutes } from './demo-relying-party.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { oidcRoutes } from './interaction-routes.ts';
import { loginHomeRoutes } from './login-home.ts';
import { providerPool } from './providers.ts';

/**
 * The OpenID Connect provider (oidc-provider) under /oidc, its interaction login for the login
 * block, /login-home, and the demo relying party's routes. Mounted before the demo pages.
 */
export function mountOidc(app: Hono<AppEnv>, db: Db, throttle: LoginThrottle): void {
  app.route('/', oidcRoutes(db, providerPool(db), throttle));
  app.route('/', loginHomeRoutes());
  app.route('/', demoRelyingPartyRoutes(db));
}
