import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { allow } from '../auth/guards.ts';
import { newToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { secureCookie, siteOrigin } from '../http/site-origins.ts';
import { DEMO_CLIENT_CALLBACK, demoClient } from './demo-client.ts';
import { findPendingSignIn, finishDemoSignIn, RP_TTL_SECONDS, startDemoSignIn, type DemoSignIn } from './demo-login-store.ts';
import { OIDC_BASE_PATH, OIDC_FAILURE_PAGE } from './paths.ts';

export const DEMO_RP_PAGE = '/demo/oidc-client';
export const DEMO_RP_START = '/demo/oidc-client/start';
const RP_COOKIE = 'cmsb_demo_rp';
/**
 * The demo relying party (openid-client): starts an authorization-code flow with PKCE (S256),
 * state and nonce at the provider of the origin it was reached on, and on the way back exchanges
 * the code and reads the user's claims. It talks to the provider over HTTP, as any other client.
 */
export function demoRelyingPartyRoutes(db: Db) {
  const configs = new Map<string, Promise<client.Configuration>>();
  const configFor = (origin: string) => {
    let config = configs.get(origin);
    if (!config) {
      config = demoClient(db).then(({ clientId, clientSecret }) =>
        client.discovery(
          new URL(`${origin}${OIDC_BASE_PATH}`),
          clientId,
          undefined,
          // As registered (demo-client.ts): the provider takes no other client authentication.
          client.ClientSecretBasic(clientSecret),
          // The demo server speaks plain HTTP on loopback; over HTTPS the library's checks stay whole.
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- marked so only to stand out: plain HTTP is the local demo's case
          origin.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {},
        ),
      );
      config.catch(() => configs.delete(origin));
      configs.set(origin, config);
    }
    return config;
  };
  const cookieOptions = (c: Context) => ({
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: DEMO_RP_PAGE,
    secure: secureCookie(c),
  });

  return new Hono<AppEnv>()
    .get(DEMO_RP_START, allow('public'), async (c) => {
      const origin = siteOrigin(c);
      try {
        const config = await configFor(origin);
        const codeVerifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const nonce = client.randomNonce();
        const token = newToken();
        await startDemoSignIn(db, token, { state, nonce, codeVerifier });
        setCookie(c, RP_COOKIE, token, { ...cookieOptions(c), maxAge: RP_TTL_SECONDS });
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: `${origin}${DEMO_CLIENT_CALLBACK}`,
          scope: 'openid profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        return c.redirect(url.href, 303);
      } catch (error) {
        c.var.log.error({ err: error }, 'oidc demo client: could not start a sign-in');
        return c.redirect(OIDC_FAILURE_PAGE, 303);
      }
    })
    .get(DEMO_CLIENT_CALLBACK, allow('public'), async (c) => {
      const requested = new URL(c.req.url);
      // The callback as the browser reached it, which is what the client registered.
      const url = new URL(requested.pathname + requested.search, siteOrigin(c));
      const token = getCookie(c, RP_COOKIE);
      deleteCookie(c, RP_COOKIE, cookieOptions(c));
      try {
        if (!token) throw new Error('No sign-in was started in this browser');
        const pending = await findPendingSignIn(db, token);
        if (!pending) throw new Error('The sign-in was not found or has expired');
        const config = await configFor(url.origin);
        const tokens = await client.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('The token answer held no ID token');
        const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        const result: DemoSignIn = {
          issuer: claims.iss,
          sub: claims.sub,
          username: userinfo.preferred_username ?? null,
          name: userinfo.name ?? null,
        };
        const resultId = newToken();
        await finishDemoSignIn(db, token, result, resultId);
        return c.redirect(`${DEMO_RP_PAGE}?result=${resultId}`, 303);
      } catch (error) {
        c.var.log.error({ err: error }, 'oidc demo client: sign-in failed');
        return c.redirect(OIDC_FAILURE_PAGE, 303);
      }
    });
}
