import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER, processOrderEndpoint } from '#contracts/commerce.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/database.ts';
import { requestLog } from '../../server/http/request-log.ts';
import { requestsUnderWay } from '../../server/http/requests-under-way.ts';
import { startServer } from '../../server/start.ts';
import { approvedCard, getCart, processCart, readData, readyGuestCart } from './support/cart.ts';
import { capturingLogger, createTestApp, postJson, recordQueries, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failingDb = (db: Db): Db => ({ ...db, query: () => Promise.reject(new Error('connection refused')) });

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 without a database call, never cached, whatever the Host', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    // An address no public origin names: a load balancer probes each process by its own.
    const response = await app.request('http://10.0.0.7:4173/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(queries).toEqual([]);
  });

  it('/readyz answers 200 when the database answers, 503 when it fails or the server shuts down', async () => {
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    const noDatabase = await createApp({ db: failingDb(t.db), distDir: t.distDir }).request('/readyz');
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.headers.get('Cache-Control')).toBe('no-store');
    const stopping = await createApp({ db: t.db, distDir: t.distDir, shuttingDown: () => true }).request('/readyz');
    expect(stopping.status).toBe(503);
  });
});

describe('the request log', () => {
  /** An app whose log lines land in the returned array, parsed. */
  function loggedApp() {
    const { logger, lines } = capturingLogger();
    return { app: createApp({ db: t.db, distDir: t.distDir, logger }), lines };
  }

  it('logs one line a request, with the id it answers in X-Request-Id; never a cookie, a body or a password', async () => {
    const { app, lines } = loggedApp();
    const response = await postJson(
      app,
      '/api/session',
      { username: 'admin', password: 'wrong-password-123' },
      { Cookie: 'cmsb_session=secret-cookie' },
    );
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId,
        method: 'POST',
        path: '/api/session',
        status: 422,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-cookie|wrong-password|admin/);
  });

  it("leaves alone an answer its handler wrote itself (the OpenID provider's), so the Node server does not answer twice", async () => {
    const { logger, lines } = capturingLogger();
    const app = new Hono();
    app.use(requestLog(logger));
    app.get('/oidc/jwks', () => RESPONSE_ALREADY_SENT);
    // A copy with the id added (as before) lost the mark: @hono/node-server wrote headers again, ERR_HTTP_HEADERS_SENT.
    expect(await app.request('/oidc/jwks')).toBe(RESPONSE_ALREADY_SENT);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', path: '/oidc/jwks' })]);
  });

  it("keeps a caller's id when it is a plain token, and makes a new one for anything else", async () => {
    const { app, lines } = loggedApp();
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'proxy-1234.abc:5' } });
    expect(kept.headers.get('X-Request-Id')).toBe('proxy-1234.abc:5');
    for (const forged of ['two words', 'x'.repeat(129), '{"level":60}']) {
      const response = await app.request('/api/session', { headers: { 'X-Request-Id': forged } });
      expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Probes are logged at debug level only: a load balancer polls them every few seconds.
    expect(lines.map((line) => line.path)).toEqual(['/api/session', '/api/session', '/api/session']);
  });

  it("leaves a reset link's token out of the logged path", async () => {
    const { app, lines } = loggedApp();
    await app.request('/set-new-password/1006/the-reset-token/0');
    expect(lines[0]).toMatchObject({ path: '/set-new-password/1006/[redacted]/0' });
  });
});

/**
 * `db` whose transactions (an order placement runs in one) wait at a gate: `arrived` resolves once
 * `count` are waiting, and `release()` lets them all go on.
 */
function gatedTransactions(db: Db, count: number) {
  let waiting = 0;
  let allArrived = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const gated: Db = {
    ...db,
    transaction: async (fn) => {
      if (++waiting === count) allArrived();
      await gate;
      return db.transaction(fn);
    },
  };
  return { db: gated, arrived, release };
}

const lavender = [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' as const }];
let keyCount = 0;
const newKey = () => `shutdown-${++keyCount}`;

const placedOrders = async (cartId: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from orders where id = $1 and status = 'placed'`, [cartId]))[0]?.n;

/** A guest cart ready to place, with the Idempotency-Key its placement is sent with. */
async function readyOrder() {
  const cookie = await readyGuestCart(t.app, lavender);
  return { cookie, cartId: (await getCart(t.app, cookie)).id, key: newKey() };
}

/** Places `order` over HTTP, as a browser on the site does. */
const placeOverHttp = (url: string, order: { cookie: string; key: string }) =>
  fetch(`${url}${processOrderEndpoint.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: order.cookie, [IDEMPOTENCY_HEADER]: order.key },
    body: JSON.stringify({ type: 'creditCard', data: approvedCard }),
  });

describe('a shutdown during a burst of orders', () => {
  it('finishes every order under way once, and refuses the ones sent after it began before they start', async () => {
    const inFlight = await Promise.all(Array.from({ length: 6 }, readyOrder));
    const late = await Promise.all(Array.from({ length: 3 }, readyOrder));
    const gate = gatedTransactions(t.db, inFlight.length);
    const server = await startServer({ port: 0, db: gate.db, distDir: t.distDir, serverRender: null });
    const answers = inFlight.map((order) => placeOverHttp(server.url, order));
    await gate.arrived;

    const closed = server.close(10_000);
    const lateAnswers = await Promise.allSettled(late.map((order) => placeOverHttp(server.url, order)));
    gate.release();
    const responses = await Promise.all(answers);
    await closed;

    for (const [index, response] of responses.entries()) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Connection')).toBe('close');
      const { data } = await readData(response, processOrderEndpoint);
      expect(await placedOrders(inFlight[index]!.cartId)).toBe(1);
      // The same key again (a client that lost the answer) gets the same order, still placed once.
      const retry = await readData(
        await processCart(t.app, inFlight[index]!.cookie, approvedCard, inFlight[index]!.key),
        processOrderEndpoint,
      );
      expect(retry.data).toEqual(data);
      expect(await placedOrders(inFlight[index]!.cartId)).toBe(1);
    }
    expect(lateAnswers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const order of late) expect(await placedOrders(order.cartId)).toBe(0);
  });

  it('cuts a request still under way when the grace is over; its retry with the same key places the order once', async () => {
    const order = await readyOrder();
    const gate = gatedTransactions(t.db, 1);
    const server = await startServer({ port: 0, db: gate.db, distDir: t.distDir, serverRender: null });
    const answer = placeOverHttp(server.url, order);
    await gate.arrived;
    // note: awaited after the close, but watched from now: the cut may come before close() resolves
    const cut = expect(answer).rejects.toThrow();
    await server.close(50);
    await cut;
    gate.release();
    expect((await processCart(t.app, order.cookie, approvedCard, order.key)).status).toBe(200);
    expect(await placedOrders(order.cartId)).toBe(1);
  });

  it('waits, within the grace, for a handler whose client has gone before the database closes', async () => {
    vi.useFakeTimers();
    try {
      const underWay = requestsUnderWay();
      let finish = () => {};
      void underWay.track(new Promise<void>((resolve) => (finish = resolve)));
      let settled = false;
      const waiting = underWay.settled(10_000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(settled).toBe(false);
      finish();
      await waiting;
      expect(settled).toBe(true);

      // A handler that never returns holds the shutdown no longer than the grace.
      void underWay.track(new Promise(() => {}));
      const graceOver = underWay.settled(10_000).then(() => (settled = false));
      await vi.advanceTimersByTimeAsync(10_000);
      await graceOver;
      expect(settled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
