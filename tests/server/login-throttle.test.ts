import { createApp, type App } from '../../server/app.ts';
import type { Db } from '../../server/db/database.ts';
import { openPglite } from '../../server/db/pglite-database.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { addressKey } from '../../server/http/client-address.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { startServer } from '../../server/start.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { createTestApp, jsonHeaders, type TestApp } from './support/test-app.ts';

const START = Date.UTC(2030, 0, 1, 9);
const MINUTE = 60_000;

let clock = START;
const now = () => clock;

/** A login as if from `address`: app.request() has no socket, so the env stands in for Node's. */
async function attempt(app: App, username: string, password: string, address: string) {
  const init = { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ username, password }) };
  return await app.request('/api/session', init, { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });
}

/** A different address for each call, so only the account's count can lock. */
let lastHost = 0;
const freshAddress = () => `198.51.100.${++lastHost % 250}`;

async function expectLocked(response: Response, retryAfter: number, text: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(retryAfter));
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await response.json()).toEqual({
    data: null,
    messages: [{ type: 'error', source: 'session', code: 'tooManyAttempts', value: text, level: 'error', primary: true }],
  });
}

async function expectIncorrect(response: Response) {
  expect(response.status).toBe(422);
  expect(((await response.json()) as Envelope<unknown>).data).toEqual({ success: false, oidcBaseUrl: null, error: 'incorrect' });
}

/** Five wrong passwords for `username`, a minute apart from START, each from its own address. */
async function failFiveTimes(app: App, username: string) {
  for (let i = 0; i < 5; i++) {
    clock = START + i * MINUTE;
    await expectIncorrect(await attempt(app, username, 'wrong', freshAddress()));
  }
}

let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

// `another` is a second connection to the same database, as a second server process has. PGlite
// in memory cannot be opened twice, so there the second app shares the one connection.
const backends: { name: string; open: () => Promise<Db>; another: (db: Db) => Promise<Db> }[] = [
  { name: 'PGlite', open: () => openPglite(), another: async (db) => db },
  {
    name: 'PostgreSQL (Debian, real server)',
    open: async () => {
      postgres = await startPostgres();
      return openPostgres(postgres.url);
    },
    another: () => openPostgres(postgres?.url ?? ''),
  },
];

describe.each(backends)('login throttling on $name', ({ open, another }) => {
  let t: TestApp;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp(await open());
    app = createApp({ db: t.db, distDir: t.distDir, now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = START;
    await t.db.query('delete from login_failures');
  });

  it('answers the sixth wrong password within 15 minutes with 429, Retry-After and a message', async () => {
    await failFiveTimes(app, 'customer');
    clock = START + 5 * MINUTE;
    // The oldest failure (START) leaves the window at START + 15 minutes: 10 minutes from now.
    await expectLocked(
      await attempt(app, 'customer', 'wrong', freshAddress()),
      600,
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    );
    // A refused attempt is not counted, so waiting shortens the wait.
    clock = START + 6 * MINUTE + 30_000;
    await expectLocked(
      await attempt(app, 'customer', 'wrong', freshAddress()),
      510,
      'Too many failed sign-in attempts. Please try again in 9 minutes.',
    );
  });

  it('refuses the right password during the lock too', async () => {
    await failFiveTimes(app, 'customer');
    clock = START + 15 * MINUTE - 20_000;
    await expectLocked(
      await attempt(app, 'customer', 'customer_123', freshAddress()),
      20,
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
  });

  it('counts every spelling that reaches the account as that account', async () => {
    const spellings = ['Customer', ' CUSTOMER ', 'customer', 'cUsToMeR', 'CUSTOMER'];
    for (const username of spellings) await expectIncorrect(await attempt(app, username, 'wrong', freshAddress()));
    expect((await attempt(app, 'customer', 'customer_123', freshAddress())).status).toBe(429);
  });

  it('lets the right password in once the oldest failure leaves the window; that clears the account', async () => {
    await failFiveTimes(app, 'customer');
    clock = START + 15 * MINUTE;
    const response = await attempt(app, 'customer', 'customer_123', freshAddress());
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/^cmsb_session=/);

    // Four failures (START + 1..4 minutes) are still in the window: without the clearing the
    // second wrong password would already be refused.
    for (let i = 0; i < 5; i++) await expectIncorrect(await attempt(app, 'customer', 'wrong', freshAddress()));
    await expectLocked(
      await attempt(app, 'customer', 'wrong', freshAddress()),
      900,
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const answers = async (username: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        clock = START + i * MINUTE;
        const response = await attempt(app, username, 'wrong', freshAddress());
        seen.push([response.status, response.headers.get('Retry-After'), await response.json()]);
      }
      return seen;
    };
    const known = await answers('distributor');
    expect(known.map((answer) => (answer as unknown[])[0])).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect(await answers('no-such-user')).toEqual(known);
  });

  it('throttles one address across usernames, known and unknown', async () => {
    const address = '203.0.113.9';
    for (const username of ['admin', 'nobody-1', 'distributor', 'staff', 'nobody-2']) {
      await expectIncorrect(await attempt(app, username, 'wrong', address));
    }
    await expectLocked(
      await attempt(app, 'customer', 'customer_123', address),
      900,
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    // Only the address is locked: the account answers from elsewhere.
    expect((await attempt(app, 'customer', 'customer_123', '203.0.113.10')).status).toBe(200);
  });

  it('does not count a success against the address, nor clear the address', async () => {
    const address = '203.0.113.20';
    for (const username of ['admin', 'nobody-1', 'distributor', 'staff'])
      await expectIncorrect(await attempt(app, username, 'wrong', address));
    expect((await attempt(app, 'customer', 'customer_123', address)).status).toBe(200);
    await expectIncorrect(await attempt(app, 'nobody-2', 'wrong', address));
    expect((await attempt(app, 'admin', 'admin_123', address)).status).toBe(429);
  });

  it('counts each IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i++) await expectIncorrect(await attempt(app, `nobody-${i}`, 'wrong', `2001:db8:1:2::${i}`));
    expect((await attempt(app, 'customer', 'customer_123', '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await attempt(app, 'customer', 'customer_123', '2001:db8:1:3::1')).status).toBe(200);
  });

  it('lets only five of ten simultaneous wrong passwords be checked', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => attempt(app, 'staff', 'wrong', freshAddress())));
    expect(responses.map((response) => response.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
  });

  it('holds across two app instances sharing one database', async () => {
    const secondDb = await another(t.db);
    const second = createApp({ db: secondDb, distDir: t.distDir, now });
    try {
      for (const [i, instance] of [app, second, app, second, app].entries()) {
        clock = START + i * MINUTE;
        await expectIncorrect(await attempt(instance, 'admin', 'wrong', freshAddress()));
      }
      clock = START + 5 * MINUTE;
      await expectLocked(
        await attempt(second, 'admin', 'admin_123', freshAddress()),
        600,
        'Too many failed sign-in attempts. Please try again in 10 minutes.',
      );

      clock = START + 15 * MINUTE;
      expect((await attempt(second, 'admin', 'admin_123', freshAddress())).status).toBe(200);
      // The success through one instance cleared the account for the other.
      for (let i = 0; i < 5; i++) await expectIncorrect(await attempt(app, 'admin', 'wrong', freshAddress()));
    } finally {
      if (secondDb !== t.db) await secondDb.close();
    }
  });

  it('keeps no typed username or address in the table', async () => {
    await expectIncorrect(await attempt(app, 'my-secret-password', 'wrong', '192.0.2.44'));
    const rows = await t.db.query<{ key: string }>('select key from login_failures');
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('login throttling over a real socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("throttles by the socket's address, which requests without a socket do not share", async () => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir });
    try {
      const post = (username: string, password: string) =>
        fetch(`${server.url}/api/session`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify({ username, password }),
        });
      for (const username of ['admin', 'nobody-1', 'distributor', 'staff', 'nobody-2'])
        expect((await post(username, 'wrong')).status).toBe(422);
      const locked = await post('customer', 'customer_123');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(890);
      // X-Forwarded-For is not trusted: claiming another address does not help.
      const forwarded = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { ...jsonHeaders, 'X-Forwarded-For': '192.0.2.1' },
        body: JSON.stringify({ username: 'customer', password: 'customer_123' }),
      });
      expect(forwarded.status).toBe(429);
    } finally {
      await server.close();
    }
    // app.request() has no socket: its fallback key is not the loopback address locked above.
    const noSocket = await t.app.request('/api/session', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ username: 'customer', password: 'customer_123' }),
    });
    expect(noSocket.status).toBe(200);
  });
});

describe('addressKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0001:0002:3:4:5:6', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s -> %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
