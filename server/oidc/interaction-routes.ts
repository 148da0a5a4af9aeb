import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { OidcInteractionLoginRequestSchema, type OidcInteractionLoginResponse } from '#contracts/account.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { allow } from '../auth/guards.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { impersonatorOf } from '../auth/session-store.ts';
import type { AuthUser } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitBody } from '../http/body-limit.ts';
import { nodeBindings } from '../http/node-bindings.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { REQUEST_ID_HEADER } from '../http/request-log.ts';
import { siteOrigin } from '../http/site-origins.ts';
import { readJson } from '../http/validate.ts';
import { throttledLogin } from '../routes/session.ts';
import { OIDC_BASE_PATH, OIDC_FAILURE_PAGE, OIDC_INTERACTION_PREFIX } from './paths.ts';
import type { ProviderPool } from './providers.ts';

/**
 * The signed-in user, when the session is theirs and they name themself. The login block calls
 * this right after its own login (with the captcha): that session proves the password, which is
 * not checked again, so an attacker's guesses in between cannot make this captcha-less call refuse.
 */
function sessionOf(c: Context<AppEnv>, username: string): { user: AuthUser } | null {
  const user = c.var.user;
  const same = user !== null && !impersonatorOf(user) && user.username.toLowerCase() === username.toLowerCase();
  return same ? { user } : null;
}

const interactionGone = (c: Context) =>
  respond(c, 404, null, [errorMessage('oidc', 'interactionNotFound', 'This sign-in request was not found or has expired.')]);

/**
 * The provider's interaction page and the login block's call that finishes it, then every other
 * provider endpoint (discovery, authorization, token, userinfo, JWKS) handed to the provider as is.
 * All are `public`: relying parties and signed-out browsers call them, and each request proves
 * itself as the protocol says (the interaction's cookie, a password, a client's secret, a token).
 */
export function oidcRoutes(db: Db, providers: ProviderPool, throttle: LoginThrottle) {
  const app = new Hono<AppEnv>();

  app.get(`${OIDC_INTERACTION_PREFIX}/:uid`, allow('public'), (c) => {
    const uid = c.req.param('uid');
    if (!TOKEN_PATTERN.test(uid)) return c.redirect(OIDC_FAILURE_PAGE, 303);
    return c.redirect(`/login?oidcInteractionId=${encodeURIComponent(uid)}`, 303);
  });

  app.post(`${OIDC_INTERACTION_PREFIX}/:uid/login`, allow('public'), limitBody(16 * 1024), async (c) => {
    c.header('Cache-Control', 'no-store');
    const node = nodeBindings(c);
    if (!node) throw new Error('The OIDC provider needs Node request and response objects');
    const { provider } = await providers.get(siteOrigin(c));
    // The interaction is found by the cookie the provider set for this path, so only the browser
    // that started it can finish it; the id in the path must name that same interaction.
    const interaction = await provider.interactionDetails(node.incoming, node.outgoing).catch(() => null);
    if (interaction?.uid !== c.req.param('uid')) return interactionGone(c);

    const { username, password } = await readJson(c, OidcInteractionLoginRequestSchema);
    const login = sessionOf(c, username) ?? (await throttledLogin(c, db, throttle, { username, password, captchaSolved: false }));
    if ('refused' in login) return login.refused;

    const returnToUrl = await provider.interactionResult(
      node.incoming,
      node.outgoing,
      { login: { accountId: login.user.id } },
      { mergeWithLastSubmission: false },
    );
    const data: OidcInteractionLoginResponse = { returnToUrl };
    return respond(c, 200, data);
  });

  const handOver = async (c: Context<AppEnv>) => {
    const node = nodeBindings(c);
    if (!node) return c.text('The OpenID Connect provider runs only on the Node server.', 501);
    const { handle } = await providers.get(siteOrigin(c));
    const { incoming, outgoing } = node;
    // As a mounted Koa app sees it: the path below the mount, the whole one as originalUrl (for its URLs).
    const url = incoming.url ?? '/';
    Object.assign(incoming, { originalUrl: url, url: url.slice(OIDC_BASE_PATH.length) || '/' });
    // The provider writes the answer itself: it carries the request's id as every other answer does.
    outgoing.setHeader(REQUEST_ID_HEADER, c.var.requestId);
    await handle(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  app.all(OIDC_BASE_PATH, allow('public'), handOver);
  app.all(`${OIDC_BASE_PATH}/*`, allow('public'), handOver);
  return app;
}
