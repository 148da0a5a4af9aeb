import type Provider from 'oidc-provider';
import type { Account, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { findSessionUser, SESSION_COOKIE } from '../auth/session-store.ts';
import { findEnabledUser, type AuthUser } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import { logger } from '../logger.ts';
import { providerSecrets } from './key-store.ts';
import { OIDC_BASE_PATH, OIDC_FAILURE_PAGE, OIDC_INTERACTION_PREFIX } from './paths.ts';
import { findClient, PgClientAdapter, PgModelAdapter } from './adapter-store.ts';

const HOUR = 60 * 60;

function account(user: AuthUser): Account {
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      preferred_username: user.username,
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
    }),
  };
}

/**
 * First-party clients (oidc_clients.first_party) are granted the OpenID scopes they ask for
 * without a consent screen; any other client's grant is the one the user gave before, if any.
 */
async function loadExistingGrant(db: Db, ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const { client, session } = oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!(await findClient(db, client.clientId))?.firstParty) return existing;
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  await grant.save();
  return grant;
}

/**
 * The provider for one issuer (`origin` + /oidc). Its keys, clients and models live in the
 * database, so every provider made over it, in any process, agrees.
 */
export async function createProvider(db: Db, origin: string): Promise<Provider> {
  // Loaded on the first OpenID Connect request: servers and tests that never see one skip it (and Koa).
  const [{ default: OidcProvider, interactionPolicy }, { jwks, cookieKeys }] = await Promise.all([
    import('oidc-provider'),
    providerSecrets(db),
  ]);
  // The provider's sign-in follows the site's: once the visitor logs out here (or someone else
  // logs in), a client's next authorization asks for the login block again instead of a silent SSO.
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('site_session', 'The site session has ended or belongs to another user', async (ctx) => {
      // A login just made in this interaction is enough.
      if (ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
      const siteUser = token ? await findSessionUser(db, token) : null;
      return siteUser?.id === ctx.oidc.session?.accountId
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );
  const configuration: Configuration = {
    adapter: (name) => (name === 'Client' ? new PgClientAdapter(db, origin) : new PgModelAdapter(db, name)),
    jwks,
    cookies: {
      keys: cookieKeys,
      names: { session: 'cmsb_oidc_session', interaction: 'cmsb_oidc_interaction', resume: 'cmsb_oidc_resume' },
    },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'profile'],
    // Only what the clients use (server-side, confidential, code with PKCE S256), so discovery
    // invites no relying party to weaker flows: no implicit or hybrid response types, no public
    // clients (`none`) and no other client authentication, no pushed authorization or DPoP.
    // A client registered with anything else is refused as invalid.
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const user = await findEnabledUser(db, sub);
      return user ? account(user) : undefined;
    },
    loadExistingGrant: (ctx) => loadExistingGrant(db, ctx),
    // The interaction page sends the browser on to the login block (mount-oidc.ts). The interaction
    // cookie's path is this URL's, so the block's POST below it carries the cookie.
    interactions: { policy, url: (_ctx, interaction) => `${OIDC_INTERACTION_PREFIX}/${interaction.uid}` },
    // Errors shown to the browser (an unknown client, a bad redirect URI) go to the login page.
    renderError: (ctx) => {
      ctx.status = 303;
      ctx.redirect(OIDC_FAILURE_PAGE);
      return Promise.resolve();
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 24 * HOUR,
      Grant: 14 * 24 * HOUR,
    },
  };
  const provider = new OidcProvider(`${origin}${OIDC_BASE_PATH}`, configuration);
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'oidc provider: server error'));
  return provider;
}
