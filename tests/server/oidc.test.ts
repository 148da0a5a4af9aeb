import * as v from 'valibot';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { seed } from '../../server/db/seed.ts';
import { DEMO_CLIENT_CALLBACK, demoClient } from '../../server/oidc/demo-client.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { OidcInteractionLoginResponseSchema } from '#contracts/account.ts';
import { HOSTILE_REDIRECTS, REDIRECT_TEST_ORIGIN } from '../support/hostile-redirects.ts';
import { startPostgres } from './support/postgres.ts';
import { createTestApp, jsonHeaders, type TestApp } from './support/test-app.ts';

/** A browser's cookies for one origin; paths are ignored: every cookie goes with every request. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(path, this.origin), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GET `path` and the Location it answers with. */
  async follow(path: string): Promise<string> {
    const response = await this.fetch(path);
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status > 399) {
      throw new Error(`GET ${path} answered ${response.status}, not a redirect: ${await response.text()}`);
    }
    return location;
  }

  postJson(path: string, body: unknown, origin = this.origin) {
    return this.fetch(path, { method: 'POST', headers: { ...jsonHeaders, Origin: origin }, body: JSON.stringify(body) });
  }
}

let t: TestApp;
let server: RunningServer;
beforeAll(async () => {
  t = await createTestApp();
  server = await startServer({ port: 0, db: t.db, distDir: t.distDir });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Starts the demo client's sign-in and follows the provider to the login page; returns the interaction id. */
async function startSignIn(browser: Browser): Promise<string> {
  const authorize = await browser.follow('/demo/oidc-client/start');
  const url = new URL(authorize);
  expect(url.origin + url.pathname).toBe(`${browser.origin}/oidc/auth`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('state')).toBeTruthy();
  const interaction = await browser.follow(authorize);
  const uid = /\/oidc\/oidc-interaction\/([\w-]+)$/.exec(interaction)?.[1];
  if (!uid) throw new Error(`Unexpected interaction URL ${interaction}`);
  expect(await browser.follow(interaction)).toBe(`/login?oidcInteractionId=${uid}`);
  return uid;
}

/** The whole code flow at `origin`: demo client, login interaction, code exchange, the signed-in subject. */
async function expectCodeFlow(origin: string) {
  const browser = new Browser(origin);
  const uid = await startSignIn(browser);
  const login = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, {
    username: 'distributor',
    password: 'distributor_123',
  });
  expect(login.status).toBe(200);
  const { returnToUrl } = v.parse(OidcInteractionLoginResponseSchema, (await envelope(login)).data);
  expect(returnToUrl).toBe(`${origin}/oidc/auth/${uid}`);

  const callback = await browser.follow(returnToUrl);
  expect(new URL(callback).pathname).toBe('/demo/oidc-client/callback');
  expect(new URL(callback).searchParams.get('code')).toBeTruthy();
  const result = await browser.follow(callback);
  expect(result).toMatch(/^\/demo\/oidc-client\?result=[\w-]{40,}$/);

  const page = await (await browser.fetch(result)).text();
  expect(page).toContain('<dd data-claim="Subject (sub)">1002</dd>');
  expect(page).toContain('<dd data-claim="Username">distributor</dd>');
  // The pending sign-in is used up: the same code and state cannot be replayed.
  expect(await browser.follow(callback)).toBe('/login?errorCode=systemFailure');
}

const envelope = async (response: Response) => (await response.json()) as Envelope<unknown>;

describe('OpenID Connect provider', () => {
  it('publishes discovery for the origin it is reached on, with keys from the database', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'X-Request-Id': 'proxy-oidc-1' },
    });
    expect(response.status).toBe(200);
    // The provider writes its answer itself; it carries the request's id as every answer does.
    expect(response.headers.get('X-Request-Id')).toBe('proxy-oidc-1');
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.url}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: { kid: string; d?: string }[] };
    const [stored] = await t.db.query<{ value: { keys: { kid: string }[] } }>("select value from oidc_keys where name = 'jwks'");
    expect(jwks.keys.map((key) => key.kid)).toEqual(stored?.value.keys.map((key) => key.kid));
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('advertises only the code flow with PKCE (S256) and client_secret_basic', async () => {
    const discovery = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as object;
    expect(discovery).toMatchObject({
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
    });
    expect(discovery).not.toHaveProperty('pushed_authorization_request_endpoint');
    expect(discovery).not.toHaveProperty('dpop_signing_alg_values_supported');
  });

  it('refuses public clients, the implicit flow and pushed authorization requests', async () => {
    const authorize = (clientId: string, responseType: string, redirectPath: string) => {
      const url = new URL('/oidc/auth', server.url);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: responseType,
        scope: 'openid',
        redirect_uri: `${server.url}${redirectPath}`,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
        nonce: 'n',
        state: 's',
      }).toString();
      return fetch(url, { redirect: 'manual' });
    };
    // Registrations such clients would have: the provider takes none of them.
    const clients = {
      'test-public': { redirect_uris: ['/cb'], token_endpoint_auth_method: 'none' },
      'test-implicit': {
        client_secret: 'x'.repeat(43),
        redirect_uris: ['/cb'],
        response_types: ['id_token'],
        grant_types: ['implicit'],
      },
    };
    for (const [clientId, metadata] of Object.entries(clients)) {
      await t.db.query('insert into oidc_clients (client_id, metadata) values ($1, $2::jsonb)', [
        clientId,
        JSON.stringify(metadata),
      ]);
    }
    try {
      for (const [clientId, responseType] of [
        ['test-public', 'code'],
        ['test-implicit', 'id_token'],
      ] as const) {
        const response = await authorize(clientId, responseType, '/cb');
        expect([clientId, response.headers.get('location')]).toEqual([clientId, '/login?errorCode=systemFailure']);
      }
    } finally {
      await t.db.query('delete from oidc_clients where client_id = any($1::text[])', [Object.keys(clients)]);
    }
    const { clientId: demoClientId } = await demoClient(t.db);
    for (const responseType of ['id_token', 'code id_token']) {
      const response = await authorize(demoClientId, responseType, DEMO_CLIENT_CALLBACK);
      const answer = new URLSearchParams(new URL(response.headers.get('location') ?? '', server.url).hash.slice(1));
      expect([responseType, answer.get('error')]).toEqual([responseType, 'unsupported_response_type']);
    }
    expect((await fetch(`${server.url}/oidc/request`, { method: 'POST' })).status).toBe(404);
  });

  it('runs a whole code flow: demo client, login interaction, code exchange, the signed-in subject', async () => {
    await expectCodeFlow(server.url);
  });

  it("follows the site's session: signed in there it skips the login, logged out it asks again", async () => {
    const browser = new Browser(server.url);
    // As the login block does: the site session first, then the interaction.
    expect((await browser.postJson('/api/session', { username: 'distributor', password: 'distributor_123' })).status).toBe(200);
    const uid = await startSignIn(browser);
    const login = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, {
      username: 'distributor',
      password: 'distributor_123',
    });
    const { returnToUrl } = v.parse(OidcInteractionLoginResponseSchema, (await envelope(login)).data);
    await browser.follow(await browser.follow(returnToUrl));

    const again = await browser.follow(await browser.follow('/demo/oidc-client/start'));
    expect(new URL(again).pathname).toBe('/demo/oidc-client/callback');

    expect((await browser.fetch('/api/session', { method: 'DELETE', headers: { Origin: server.url } })).status).toBe(200);
    const afterLogout = await browser.follow(await browser.follow('/demo/oidc-client/start'));
    expect(afterLogout).toMatch(/\/oidc\/oidc-interaction\/[\w-]+$/);
  });

  it('refuses an interaction id that is not the one of this browser, and one without its cookie', async () => {
    const browser = new Browser(server.url);
    await startSignIn(browser);
    const other = await browser.postJson('/oidc/oidc-interaction/not-this-one/login', {
      username: 'distributor',
      password: 'distributor_123',
    });
    expect(other.status).toBe(404);
    expect((await envelope(other)).messages[0]).toMatchObject({ source: 'oidc', code: 'interactionNotFound' });

    const stranger = new Browser(server.url);
    const uid = await startSignIn(browser);
    const withoutCookie = await stranger.postJson(`/oidc/oidc-interaction/${uid}/login`, {
      username: 'distributor',
      password: 'distributor_123',
    });
    expect(withoutCookie.status).toBe(404);
  });

  it('finishes for the browser signed in as that user from its session, without a second password check', async () => {
    const browser = new Browser(server.url);
    expect((await browser.postJson('/api/session', { username: 'customer', password: 'customer_123' })).status).toBe(200);
    const uid = await startSignIn(browser);
    // Another name than the session's is checked as before.
    const other = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, { username: 'staff', password: 'wrong' });
    expect(other.status).toBe(422);
    const response = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, {
      username: 'Customer',
      password: 'unchecked',
    });
    expect(response.status).toBe(200);
    expect(v.parse(OidcInteractionLoginResponseSchema, (await envelope(response)).data).returnToUrl).toBe(
      `${server.url}/oidc/auth/${uid}`,
    );
  });

  it('checks the credentials of a browser not signed in: a wrong password answers 422 "incorrect"', async () => {
    const browser = new Browser(server.url);
    const uid = await startSignIn(browser);
    const response = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, { username: 'customer', password: 'wrong' });
    expect(response.status).toBe(422);
    const body = await envelope(response);
    expect(body.data).toMatchObject({ success: false, error: 'incorrect' });
    expect(body.messages[0]?.value).toBe('The username or password was incorrect.');
  });

  it('answers 422 "disabled" for a disabled account', async () => {
    const browser = new Browser(server.url);
    const uid = await startSignIn(browser);
    const response = await browser.postJson(`/oidc/oidc-interaction/${uid}/login`, {
      username: 'disabled',
      password: 'disabled_123',
    });
    expect(response.status).toBe(422);
    expect((await envelope(response)).data).toMatchObject({ error: 'disabled' });
  });

  it('refuses the interaction login from another origin', async () => {
    const browser = new Browser(server.url);
    const uid = await startSignIn(browser);
    const response = await browser.postJson(
      `/oidc/oidc-interaction/${uid}/login`,
      { username: 'distributor', password: 'distributor_123' },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
  });

  it('sends browser-facing provider errors (an unknown client) to the login page', async () => {
    const response = await fetch(
      `${server.url}/oidc/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=https://evil.example/cb`,
      { redirect: 'manual' },
    );
    expect(response.headers.get('location')).toBe('/login?errorCode=systemFailure');
  });
});

describe('the login session answer', () => {
  it('names the OIDC base for the login block', async () => {
    const response = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ username: 'admin', password: 'admin_123' }),
    });
    expect((await envelope(response)).data).toEqual({ success: true, oidcBaseUrl: '/oidc' });
  });
});

describe('/login-home', () => {
  it('forwards a signed-in user to a path on this site, and anything else to the home page', async () => {
    const browser = new Browser(server.url);
    expect((await browser.postJson('/api/session', { username: 'admin', password: 'admin_123' })).status).toBe(200);
    expect(await browser.follow('/login-home?redirect=%2Fcart%3Fx%3D1')).toBe('/cart?x=1');
    // The guard's whole table, with this server's origin for the absolute URLs written for the table's.
    for (const hostile of HOSTILE_REDIRECTS.map((target) => target.replace(REDIRECT_TEST_ORIGIN, server.url))) {
      expect(await browser.follow(`/login-home?redirect=${encodeURIComponent(hostile)}`), hostile).toBe('/');
    }
    expect(await browser.follow('/login-home')).toBe('/');
  });

  it('sends someone not signed in to log in first, keeping a safe redirect', async () => {
    expect(await new Browser(server.url).follow('/login-home?redirect=/cart')).toBe('/login?redirect=%2Fcart');
  });
});

describe('on a real PostgreSQL', () => {
  it('keeps keys, clients and the provider models there: the whole code flow works', async () => {
    const postgres = await startPostgres();
    const db = await openPostgres(postgres.url);
    try {
      await migrate(db);
      await seed(db);
      const pgServer = await startServer({ port: 0, db, distDir: t.distDir });
      try {
        await expectCodeFlow(pgServer.url);
        const [models] = await db.query<{ count: number }>('select count(*)::int as count from oidc_models');
        expect(models?.count).toBeGreaterThan(0);
      } finally {
        await pgServer.close();
      }
    } finally {
      await db.close();
      await postgres.stop();
    }
  });
});
