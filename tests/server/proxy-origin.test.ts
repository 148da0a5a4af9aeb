import { startServer, type RunningServer } from '../../server/start.ts';
import { hostRewritingProxy } from '../support/host-rewriting-proxy.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PUBLIC_ORIGIN = 'https://shop.example.com';
const credentials = { username: 'customer', password: 'customer_123' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser's login POST, from a page at `origin`, sent to `url`. */
const logIn = (url: string, origin: string) =>
  fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(credentials),
  });

async function behindProxy(publicOrigins: string[], check: (proxyUrl: string, server: RunningServer) => Promise<void>) {
  const server = await startServer({ port: 0, db: t.db, distDir: t.distDir, publicOrigins });
  const proxy = await hostRewritingProxy(server.url);
  try {
    await check(proxy.url, server);
  } finally {
    await proxy.close();
    await server.close();
  }
}

describe('a proxy that rewrites Host to the upstream address', () => {
  it('passes a POST from a page at the configured public origin', async () => {
    await behindProxy([PUBLIC_ORIGIN], async (proxyUrl) => {
      const response = await logIn(proxyUrl, PUBLIC_ORIGIN);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/);
    });
  });

  it('still refuses any other Origin', async () => {
    await behindProxy([PUBLIC_ORIGIN], async (proxyUrl) => {
      for (const origin of ['https://evil.example', 'http://shop.example.com', 'https://shop.example.com:8443']) {
        const response = await logIn(proxyUrl, origin);
        expect(response.status, origin).toBe(403);
        expect(await response.json()).toMatchObject({ messages: [{ source: 'request', code: 'crossOrigin' }] });
      }
    });
  });

  it('without PUBLIC_ORIGIN refuses the public origin, and same-origin requests still pass', async () => {
    await behindProxy([], async (proxyUrl, server) => {
      // What a host sees before it sets PUBLIC_ORIGIN: the server cannot know the page's origin is its own.
      const refused = await logIn(proxyUrl, PUBLIC_ORIGIN);
      expect(refused.status).toBe(403);
      // It says what would let the page in.
      expect(await refused.json()).toMatchObject({
        messages: [{ code: 'crossOrigin', value: expect.stringMatching(/"https:\/\/shop\.example\.com".*PUBLIC_ORIGIN/) }],
      });
      expect((await logIn(server.url, server.url)).status).toBe(200);
    });
  });
});
