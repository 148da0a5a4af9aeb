import { createApp } from '../../server/app.ts';
import { startServer } from '../../server/start.ts';
import { capturingLogger, createTestApp, jsonHeaders, login, postJson, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = { username: 'admin', password: 'admin_123' };

describe('origin check', () => {
  it('refuses an unsafe request from another origin with 403', async () => {
    const response = await postJson(t.app, '/api/session', credentials, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      data: null,
      messages: [expect.objectContaining({ source: 'request', code: 'crossOrigin' })],
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin header', async () => {
    const response = await postJson(t.app, '/api/session', credentials, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('checks DELETE too, and lets same-origin requests through', async () => {
    const deleted = await t.app.request('/api/session', { method: 'DELETE', headers: { Origin: 'http://localhost:9999' } });
    expect(deleted.status).toBe(403);
    const sameOrigin = await postJson(t.app, '/api/session', credentials, {
      Origin: 'http://localhost',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses an unsafe request with a session cookie and no Origin unless it says Sec-Fetch-Site: same-origin', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const signedIn = async () =>
      ((await (await t.app.request('/api/session', { headers: { Cookie: cookie } })).json()) as { data: unknown }).data;
    const logOut = (headers: Record<string, string>) =>
      t.app.request('/api/session', { method: 'DELETE', headers: { Cookie: cookie, ...headers } });

    const withoutProof: Record<string, string>[] = [{}, { 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': 'none' }];
    for (const headers of withoutProof) {
      const refused = await logOut(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toMatchObject({ messages: [{ source: 'request', code: 'crossOrigin' }] });
    }
    expect(await signedIn()).toMatchObject({ username: 'admin' });
    expect((await logOut({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect(await signedIn()).toBeNull();
  });

  it('names the refused origin and the setting that fixes it, and logs the first refusal of each origin', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: t.db, distDir: t.distDir, logger });
    const fromShop = () => postJson(app, '/api/session', credentials, { Origin: 'https://shop.example.com' });
    const refused = await fromShop();
    expect(refused.status).toBe(403);
    const text =
      'This server does not take POST requests from the origin "https://shop.example.com". If visitors reach the site there, list that origin in PUBLIC_ORIGIN.';
    expect(await refused.json()).toEqual({
      data: null,
      messages: [expect.objectContaining({ source: 'request', code: 'crossOrigin', value: text })],
    });
    await fromShop();
    await postJson(app, '/api/session', credentials, { Origin: 'https://www.shop.example.com' });
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ origin: 'https://shop.example.com', msg: text, requestId: refused.headers.get('X-Request-Id') }),
      expect.objectContaining({ origin: 'https://www.shop.example.com' }),
    ]);
  });

  it('still lets an unsafe request without a session cookie through without Origin, as a first login', async () => {
    const response = await t.app.request('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(200);
  });
});

describe('API errors', () => {
  it('answers an unknown /api route with a 404 envelope', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      data: null,
      messages: [expect.objectContaining({ type: 'error', source: 'request', code: 'notFound' })],
    });
  });

  it('answers an unexpected exception with a 500 envelope and logs it with the request id', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: t.db, distDir: t.distDir, logger });
    app.get('/api/test-only/boom', () => {
      throw new Error('boom');
    });
    const response = await app.request('/api/test-only/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      data: null,
      messages: [expect.objectContaining({ code: 'internalError', value: 'An unexpected error occurred on the server.' })],
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        requestId: response.headers.get('X-Request-Id'),
        path: '/api/test-only/boom',
        err: expect.objectContaining({ message: 'boom' }),
      }),
    );
  });

  it('answers 413 with an envelope for a body over 1 MB', async () => {
    const response = await t.app.request('/api/session', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ data: null, messages: [{ code: 'tooLarge' }] });
  });

  it('answers an unknown page with a plain 404', async () => {
    const response = await t.app.request('/no-such-page');
    expect(response.status).toBe(404);
  });
});

describe('security headers', () => {
  it.each(['/', '/cart', '/p/no-such-product'])('sends the referrer and permissions policies with the page %s', async (path) => {
    const response = await t.app.request(path);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toBe(
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), ' +
        'microphone=(), midi=(), payment=(), serial=(), usb=()',
    );
  });

  const textBody = { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' };
  const hugeBody = {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
  };
  it.each<[string, number, () => Response | Promise<Response>]>([
    ['the signed-out session', 200, () => t.app.request('/api/session')],
    ['a login', 200, () => postJson(t.app, '/api/session', credentials)],
    ['a wrong password', 422, () => postJson(t.app, '/api/session', { ...credentials, password: 'wrong' })],
    ['order history without a session', 401, () => t.app.request('/api/cart/order-history')],
    ['a cross-origin login', 403, () => postJson(t.app, '/api/session', credentials, { Origin: 'https://evil.example' })],
    ['an unknown API route', 404, () => t.app.request('/api/nothing-here')],
    ['/api itself', 404, () => t.app.request('/api')],
    ['a body over 1 MB', 413, () => t.app.request('/api/session', hugeBody)],
    ['a body that is not JSON', 415, () => t.app.request('/api/session', textBody)],
  ])('answers %s (%i) with Cache-Control: private, no-store', async (_name, status, request) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('marks a signed-in answer and a 500 private, no-store, and keeps a Cache-Control a route sets deliberately', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir });
    app.get('/api/test-only/boom', () => {
      throw new Error('boom');
    });
    app.get('/api/test-only/public', (c) => c.json({ data: 1, messages: [] }, 200, { 'Cache-Control': 'public, max-age=60' }));
    expect((await app.request('/api/test-only/boom')).headers.get('Cache-Control')).toBe('private, no-store');
    expect((await app.request('/api/test-only/public')).headers.get('Cache-Control')).toBe('public, max-age=60');

    const cookie = await login(app, 'customer', 'customer_123');
    const history = await app.request('/api/cart/order-history', { headers: { Cookie: cookie } });
    expect(history.status).toBe(200);
    expect(history.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves the Cache-Control of files outside /api alone', async () => {
    expect((await t.app.request('/demo.css')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await t.app.request('/demo-images/lavender-5ml-front.svg')).headers.get('Cache-Control')).toBe(
      'public, max-age=86400',
    );
  });
});

describe('GET /assets/cms-blocks/*', () => {
  it.each([
    ['cms-blocks.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['cms-blocks.css', 'text/css; charset=utf-8', 'no-cache'],
    ['blocks.json', 'application/json', 'no-cache'],
    ['blocks/spacer-medium-AbC123xy.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['chunks/use-styles-Zz9_8y7x.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['chunks/spacer-medium-AbC123xy.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
  ])('serves %s as %s with Cache-Control %s', async (file, contentType, cacheControl) => {
    const response = await t.app.request(`/assets/cms-blocks/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(contentType);
    expect(response.headers.get('Cache-Control')).toBe(cacheControl);
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('answers one range with 206 and ignores a Range header it does not support', async () => {
    const part = await t.app.request('/assets/cms-blocks/cms-blocks.js', { headers: { Range: 'bytes=0-5' } });
    expect([part.status, part.headers.get('Content-Range'), await part.text()]).toEqual([206, 'bytes 0-5/28', 'export']);
    const ignored = await t.app.request('/assets/cms-blocks/cms-blocks.js', { headers: { Range: 'bytes=abc' } });
    expect([ignored.status, await ignored.text()]).toEqual([200, 'export const loader = true;\n']);
  });

  it.each(['missing.js', '../package.json', '..%2fpackage.json', 'chunks/../../package.json', '..%5cpackage.json', 'chunks'])(
    'answers 404 for %s',
    async (file) => {
      const response = await t.app.request(`/assets/cms-blocks/${file}`);
      expect(response.status).toBe(404);
    },
  );
});

describe('GET /demo-images/:name.svg', () => {
  it('draws a placeholder SVG from the name, sized by its -thumb or -large suffix', async () => {
    const main = await t.app.request('/demo-images/lavender-5ml-front.svg');
    expect(main.status).toBe(200);
    expect(main.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await main.text();
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/);
    expect(svg).toContain('lavender 5ml');

    const thumb = await (await t.app.request('/demo-images/lavender-5ml-front-thumb.svg')).text();
    expect(thumb).toMatch(/width="120" height="120"/);
    const large = await (await t.app.request('/demo-images/lavender-5ml-front-large.svg')).text();
    expect(large).toMatch(/width="1600" height="1600"/);
  });

  it('answers 404 for names outside lowercase words and dashes', async () => {
    expect((await t.app.request('/demo-images/Bad_Name.svg')).status).toBe(404);
    expect((await t.app.request('/demo-images/x.png')).status).toBe(404);
  });
});

describe('startServer', () => {
  it('listens on a free loopback port and closes', async () => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/api/session`);
      expect(await response.json()).toEqual({ data: null, messages: [] });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/session`)).rejects.toThrow();
  });
});
