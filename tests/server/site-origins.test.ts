import { request } from 'node:http';
import { createApp } from '../../server/app.ts';
import { listenUrl, parsePublicOrigins, siteOrigins } from '../../server/http/site-origins.ts';
import { firstSighting } from '../../server/http/first-sighting.ts';
import { startServer } from '../../server/start.ts';
import { capturingLogger, createTestApp, postJson, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from password_reset_tokens');
  await t.db.query('delete from mail_outbox');
});

/** The links mailed by `t`'s apps and servers, once the work after their answers has run. */
async function mailedLinks() {
  await t.afterAnswer.settled();
  return (await t.db.query<{ text: string }>('select body_text as text from mail_outbox order by id')).map(
    (mail) => /https?:\/\/\S+/.exec(mail.text)?.[0],
  );
}

/** A raw HTTP request naming any Host, which fetch() does not let a caller set. */
function rawRequest(url: string, { method = 'GET', host, body }: { method?: string; host: string; body?: unknown }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          Host: host,
          Origin: `http://${host}`,
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('PUBLIC_ORIGIN', () => {
  it('reads one origin or several, comma-separated', () => {
    expect(parsePublicOrigins(undefined)).toEqual([]);
    expect(parsePublicOrigins(' ')).toEqual([]);
    expect(parsePublicOrigins('https://Shop.Example.com')).toEqual(['https://shop.example.com']);
    expect(parsePublicOrigins('https://shop.example.com/, http://127.0.0.1:8080')).toEqual([
      'https://shop.example.com',
      'http://127.0.0.1:8080',
    ]);
  });

  it.each(['shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/store', 'https://shop.example.com?x=1'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => parsePublicOrigins(value)).toThrow(/PUBLIC_ORIGIN must list origins/);
    },
  );
});

describe('the hosts a server serves', () => {
  const site = siteOrigins(['https://shop.example.com'], '127.0.0.1', 4173);
  const app = () => createApp({ db: t.db, distDir: t.distDir, site });

  it('serves its public origins and its listen address with its loopback aliases', async () => {
    for (const origin of ['https://shop.example.com', 'http://127.0.0.1:4173', 'http://localhost:4173', 'http://[::1]:4173']) {
      expect((await app().request(`${origin}/api/session`)).status, origin).toBe(200);
    }
  });

  it('refuses any other Host before a route sees it: 400, an envelope for the API, text for pages', async () => {
    const api = await postJson(
      app(),
      'http://evil.example/api/v2/password-reset/reset-email',
      { identityString: 'jordan' },
      {
        Origin: 'http://evil.example',
      },
    );
    expect(api.status).toBe(400);
    expect(api.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await api.json()).toEqual({
      data: null,
      messages: [
        expect.objectContaining({
          code: 'unknownHost',
          value:
            'This server does not serve the host "evil.example". If visitors reach the site there, list its origin in PUBLIC_ORIGIN (such as https://evil.example).',
        }),
      ],
    });
    expect(await mailedLinks()).toEqual([]);

    for (const url of ['http://evil.example/', 'http://localhost:4174/login', 'http://shop.example.com.evil.example/']) {
      const page = await app().request(url);
      expect(page.status, url).toBe(400);
      expect(await page.text()).toMatch(/^This server does not serve the host/);
    }
  });
});

describe('the log of hosts refused', () => {
  it('has the first request naming each host, not every one', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: t.db, distDir: t.distDir, site: siteOrigins([], '127.0.0.1', 4173), logger });
    for (const url of ['http://shop.example.com/api/session', 'http://shop.example.com/cart', 'http://www.shop.example.com/']) {
      expect((await app.request(url)).status, url).toBe(400);
    }
    expect(lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({ host: 'shop.example.com', msg: expect.stringContaining('PUBLIC_ORIGIN') }),
      expect.objectContaining({ host: 'www.shop.example.com' }),
    ]);
  });

  it('forgets the oldest past its limit, so made-up hosts cannot grow it', () => {
    const first = firstSighting(2);
    expect(['a', 'b', 'a', 'c', 'b', 'a'].map(first)).toEqual([true, true, false, true, false, true]);
  });
});

describe('a server listening on every interface', () => {
  it('prints, and points links at, localhost: 0.0.0.0 is no address to open', () => {
    expect(listenUrl('0.0.0.0', 4173)).toBe('http://localhost:4173');
    expect(listenUrl('::', 4173)).toBe('http://localhost:4173');
    expect(listenUrl('::1', 4173)).toBe('http://[::1]:4173');
    expect(listenUrl('127.0.0.1', 80)).toBe('http://127.0.0.1');
    const site = siteOrigins([], '0.0.0.0', 4173);
    expect(site.linkOrigin).toBe('http://localhost:4173');
    expect([...site.hosts]).toEqual(expect.arrayContaining(['localhost:4173', '127.0.0.1:4173', '[::1]:4173']));
    expect(site.hosts.has('0.0.0.0:4173')).toBe(false);
  });
});

describe('state-changing requests behind a proxy that sends its upstream Host', () => {
  const app = () =>
    createApp({ db: t.db, distDir: t.distDir, site: siteOrigins(['https://shop.example.com'], '127.0.0.1', 4173) });
  const logIn = (origin: string) =>
    postJson(app(), 'http://127.0.0.1:4173/api/session', { username: 'customer', password: 'customer_123' }, { Origin: origin });

  it("take the public origin as the site's own", async () => {
    expect((await logIn('https://shop.example.com')).status).toBe(200);
  });

  it('refuse any other origin', async () => {
    for (const origin of ['https://evil.example', 'http://shop.example.com', 'https://shop.example.com.evil.example']) {
      expect((await logIn(origin)).status, origin).toBe(403);
    }
  });
});

describe('links in mail', () => {
  it('point at the first public origin, whatever host the request named', async () => {
    const site = siteOrigins(['https://shop.example.com', 'https://www.shop.example.com'], '127.0.0.1', 4173);
    const app = createApp({ db: t.db, distDir: t.distDir, site, afterAnswer: t.afterAnswer });
    await postJson(app, 'http://www.shop.example.com/api/v2/password-reset/reset-email', { identityString: 'jordan' });
    await postJson(app, 'http://localhost:4173/api/v2/password-reset/reset-email', { identityString: 'riley' });
    const links = await mailedLinks();
    expect(links).toHaveLength(2);
    for (const link of links) expect(new URL(link ?? '').origin).toBe('https://shop.example.com');
  });

  it('point at the address the server listens on when no public origin is set; a forged Host is refused', async () => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir, afterAnswer: t.afterAnswer });
    try {
      const { port } = new URL(server.url);
      const path = '/api/v2/password-reset/reset-email';
      const forged = await rawRequest(`${server.url}${path}`, {
        method: 'POST',
        host: 'evil.example',
        body: { identityString: 'jordan' },
      });
      expect(forged.status).toBe(400);
      expect(await mailedLinks()).toEqual([]);

      // localhost is the same server: served, yet the link keeps the printed address.
      const alias = await rawRequest(`${server.url}${path}`, {
        method: 'POST',
        host: `localhost:${port}`,
        body: { identityString: 'jordan' },
      });
      expect(alias.status).toBe(200);
      const [link] = await mailedLinks();
      expect(new URL(link ?? '').origin).toBe(server.url);
    } finally {
      await server.close();
    }
  });
});

describe('behind a TLS proxy', () => {
  it('names the OpenID Connect issuer by the public origin, https, though the server sees http', async () => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir, publicOrigins: ['https://shop.example.com'] });
    try {
      const discovery = await rawRequest(`${server.url}/oidc/.well-known/openid-configuration`, { host: 'shop.example.com' });
      expect(discovery.status).toBe(200);
      expect((JSON.parse(discovery.text) as { issuer: string }).issuer).toBe('https://shop.example.com/oidc');
      // Reached at its own address, the issuer stays that address.
      const direct = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string };
      expect(direct.issuer).toBe(`${server.url}/oidc`);
    } finally {
      await server.close();
    }
  });
});

describe('cookies behind a TLS proxy', () => {
  const cookies = (response: Response) => response.headers.getSetCookie();

  it('are Secure when the public origin is https, though the server itself sees http', async () => {
    const app = createApp({
      db: t.db,
      distDir: t.distDir,
      site: siteOrigins(['https://shop.example.com'], '127.0.0.1', 4173),
    });
    const login = await postJson(app, 'http://shop.example.com/api/session', { username: 'customer', password: 'customer_123' });
    const cart = await postJson(app, 'http://shop.example.com/api/cart/order/current/items', {
      items: [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }],
    });
    const set = [...cookies(login), ...cookies(cart)];
    expect(set.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['cmsb_session', 'cmsb_cart']));
    for (const cookie of set) expect(cookie).toMatch(/; Secure/);
  });

  it('are not Secure on a plain-http site', async () => {
    const login = await postJson(t.app, '/api/session', { username: 'customer', password: 'customer_123' });
    expect(cookies(login)).toEqual([expect.not.stringMatching(/Secure/)]);
  });
});
