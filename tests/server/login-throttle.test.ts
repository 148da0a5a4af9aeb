import { createApp, type App } from '../../server/app.ts';
import { loginThrottle } from '../../server/auth/login-throttle.ts';
import type { Captcha } from '../../server/captcha/altcha-captcha.ts';
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

/** The throttle's waits, recorded instead of slept. */
let pauses: number[] = [];
const pause = (ms: number) => {
  pauses.push(ms);
  return Promise.resolve();
};

/** A captcha that takes exactly one answer, so tests need not solve proofs of work. */
const SOLVED = 'solved';
const fakeCaptcha: Captcha = {
  newChallenge: () => Promise.reject(new Error('The tests send answers without challenges')),
  verify: (answer) => answer === SOLVED,
};

/** A login as if from `address`: app.request() has no socket, so the env stands in for Node's. */
async function attempt(app: App, username: string, password: string, address: string, captcha?: string) {
  const init = { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ username, password, captcha }) };
  return await app.request('/api/session', init, { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });
}

/** A different address for each call, so only the account's count applies. */
let lastHost = 0;
const freshAddress = () => `198.51.100.${++lastHost % 250}`;

async function expectRefused(response: Response, retryAfter: number, text: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(retryAfter));
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
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

/**
 * `count` failed attempts from `address`, each on its own unknown username, counted as the login
 * route counts them but without checking passwords (each check costs a scrypt).
 */
async function sprayed(db: Db, address: string, count: number) {
  const throttle = loginThrottle(db, { now, pause });
  for (let i = 0; i < count; i++)
    expect(await throttle.begin({ username: `sprayed-${i}`, address })).toMatchObject({ refused: false });
}

/** `count` wrong passwords for `username`, a minute apart from START, each from its own address. */
async function fail(app: App, username: string, count: number, captcha?: string) {
  for (let i = 0; i < count; i++) {
    clock = START + i * MINUTE;
    await expectIncorrect(await attempt(app, username, 'wrong', freshAddress(), captcha));
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
  let withCaptcha: App;
  beforeAll(async () => {
    t = await createTestApp(await open());
    app = createApp({ db: t.db, distDir: t.distDir, now, pause });
    withCaptcha = createApp({ db: t.db, distDir: t.distDir, now, pause, captcha: fakeCaptcha });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = START;
    pauses = [];
    await t.db.query('delete from login_failures');
  });

  it("lets the owner in from elsewhere, with the captcha, after an attacker's six failures from one address", async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 6; i++) await expectIncorrect(await attempt(withCaptcha, 'customer', 'wrong', attacker, SOLVED));
    const owner = await attempt(withCaptcha, 'customer', 'customer_123', '192.0.2.7', SOLVED);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().join()).toMatch(/^cmsb_session=/);
    // The sixth attempt and the owner's waited: 1 s, then 2 s.
    expect(pauses).toEqual([1000, 2000]);
  });

  it('makes each attempt after five failures wait longer, up to 8 s, without refusing the right password', async () => {
    await fail(app, 'customer', 9);
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    const right = await attempt(app, 'customer', 'customer_123', freshAddress());
    expect(right.status).toBe(200);
    expect(pauses.at(-1)).toBe(8000);
    // The success cleared the account: five more failures wait nothing.
    pauses = [];
    await fail(app, 'customer', 5);
    expect(pauses).toEqual([]);
  });

  it('needs a solved captcha on an account with five failures when the server has one', async () => {
    const throttle = loginThrottle(t.db, { now, pause, captchaEnabled: true });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.begin({ username: 'staff', address: freshAddress() })).toMatchObject({ refused: false });
    }
    expect(await throttle.begin({ username: 'staff', address: freshAddress() })).toEqual({ refused: 'captcha' });
    expect(pauses).toEqual([]);
    expect(await throttle.begin({ username: 'staff', address: freshAddress(), captchaSolved: true })).toMatchObject({
      refused: false,
    });
    expect(pauses).toEqual([1000]);
    // A session's own check asks none: it has a ceiling of its own.
    expect(await throttle.begin({ username: 'staff', address: freshAddress(), session: 'a-session' })).toMatchObject({
      refused: false,
    });
  });

  it('counts every spelling that reaches the account as that account', async () => {
    const spellings = ['Customer', ' CUSTOMER ', 'customer', 'cUsToMeR', 'CUSTOMER'];
    for (const username of spellings) await expectIncorrect(await attempt(app, username, 'wrong', freshAddress()));
    expect(pauses).toEqual([]);
    expect((await attempt(app, 'customer', 'customer_123', freshAddress())).status).toBe(200);
    expect(pauses).toEqual([1000]);
  });

  it('forgets failures that left the 15-minute window', async () => {
    await fail(app, 'customer', 5);
    clock = START + 14 * MINUTE;
    await expectIncorrect(await attempt(app, 'customer', 'wrong', freshAddress()));
    expect(pauses).toEqual([1000]);
    // Only the failure of minute 14 is left in the window.
    clock = START + 20 * MINUTE;
    await expectIncorrect(await attempt(app, 'customer', 'wrong', freshAddress()));
    expect(pauses).toEqual([1000]);
  });

  it('refuses one address a username after ten failures, with Retry-After; the owner elsewhere and other names go on', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 10; i++) {
      clock = START + i * MINUTE;
      await expectIncorrect(await attempt(app, 'distributor', 'wrong', address));
    }
    // The oldest failure (START) leaves the window at START + 15 minutes: 6 minutes from now.
    await expectRefused(
      await attempt(app, 'distributor', 'distributor_123', address),
      360,
      'Too many failed sign-in attempts. Please try again in 6 minutes.',
    );
    // A refused attempt is not counted, so waiting shortens the wait.
    clock = START + 10 * MINUTE + 30_000;
    await expectRefused(
      await attempt(app, 'distributor', 'wrong', address),
      270,
      'Too many failed sign-in attempts. Please try again in 5 minutes.',
    );
    expect((await attempt(app, 'distributor', 'distributor_123', freshAddress())).status).toBe(200);
    expect((await attempt(app, 'staff', 'staff_123', address)).status).toBe(200);
  });

  it("lets a solved captcha past an address's ceiling after the longest wait: behind a proxy the owner shares it", async () => {
    const proxy = '203.0.113.77';
    await sprayed(t.db, proxy, 100);
    await expectRefused(
      await attempt(app, 'customer', 'customer_123', proxy),
      900,
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(pauses).toEqual([]);
    const owner = await attempt(withCaptcha, 'customer', 'customer_123', proxy, SOLVED);
    expect(owner.status).toBe(200);
    // The customer's account had no failures: the wait is the ceiling's.
    expect(pauses).toEqual([8000]);
  });

  it("never refuses a signed-in person's check for an address's failures, only for their session's own", async () => {
    const address = '203.0.113.78';
    await sprayed(t.db, address, 100);
    const throttle = loginThrottle(t.db, { now, pause, captchaEnabled: true });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.begin({ username: 'admin', address, session: 'admins-session' })).toMatchObject({ refused: false });
    }
    expect(await throttle.begin({ username: 'admin', address, session: 'admins-session' })).toMatchObject({ refused: 'tooMany' });
    expect(await throttle.begin({ username: 'admin', address, session: 'another-session' })).toMatchObject({ refused: false });
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const answers = async (username: string, address: string) => {
      pauses = [];
      const seen: unknown[] = [];
      for (let i = 0; i < 12; i++) {
        clock = START + i * MINUTE;
        const response = await attempt(app, username, 'wrong', address);
        seen.push([response.status, response.headers.get('Retry-After'), await response.json()]);
      }
      return [seen, pauses];
    };
    const known = await answers('distributor', '203.0.113.30');
    expect((known[0] as unknown[][]).map((answer) => answer[0])).toEqual([...new Array<number>(10).fill(422), 429, 429]);
    expect(await answers('no-such-user', '203.0.113.31')).toEqual(known);
  });

  it('slows password spraying: one address gets 100 failures in the window, any usernames; a success neither counts nor clears', async () => {
    const address = '203.0.113.40';
    await sprayed(t.db, address, 99);
    expect((await attempt(app, 'customer', 'customer_123', address)).status).toBe(200);
    await expectIncorrect(await attempt(app, 'nobody-100', 'wrong', address));
    await expectRefused(
      await attempt(app, 'admin', 'admin_123', address),
      900,
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    // Only that address: the accounts answer from elsewhere.
    expect((await attempt(app, 'admin', 'admin_123', '203.0.113.41')).status).toBe(200);
    expect(pauses).toEqual([]);
  });

  it('counts each IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 10; i++) await expectIncorrect(await attempt(app, 'customer', 'wrong', `2001:db8:1:2::${i}`));
    expect((await attempt(app, 'customer', 'customer_123', '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await attempt(app, 'customer', 'customer_123', '2001:db8:1:3::1')).status).toBe(200);
  });

  it('lets only ten of twelve simultaneous wrong passwords from one address be checked', async () => {
    const address = '203.0.113.50';
    const responses = await Promise.all(Array.from({ length: 12 }, () => attempt(app, 'staff', 'wrong', address)));
    expect(responses.map((response) => response.status).sort()).toEqual([...new Array<number>(10).fill(422), 429, 429]);
    // Each checked attempt waited by the count before it: 5 failures, then 6, ...
    expect(pauses.sort((a, b) => a - b)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('holds across two app instances sharing one database', async () => {
    const secondDb = await another(t.db);
    const second = createApp({ db: secondDb, distDir: t.distDir, now, pause });
    try {
      for (const [i, instance] of [app, second, app, second, app].entries()) {
        clock = START + i * MINUTE;
        await expectIncorrect(await attempt(instance, 'admin', 'wrong', freshAddress()));
      }
      expect(pauses).toEqual([]);
      expect((await attempt(second, 'admin', 'admin_123', freshAddress())).status).toBe(200);
      expect(pauses).toEqual([1000]);
      // The success through one instance cleared the account for the other.
      await fail(app, 'admin', 5);
      expect(pauses).toEqual([1000]);
    } finally {
      if (secondDb !== t.db) await secondDb.close();
    }
  });

  it('keeps no typed username or address in the table', async () => {
    await expectIncorrect(await attempt(app, 'my-secret-password', 'wrong', '192.0.2.44'));
    const rows = await t.db.query<{ key: string }>('select key from login_failures');
    expect(rows).toHaveLength(3);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('login throttling over a real socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    clock = Date.now();
  });
  afterAll(() => t.close());

  it("throttles by the socket's address, which requests without a socket do not share", async () => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir });
    const post = (username: string, password: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { ...jsonHeaders, ...headers },
        body: JSON.stringify({ username, password }),
      });
    try {
      await sprayed(t.db, '127.0.0.1', 99);
      expect((await post('nobody', 'wrong')).status).toBe(422);
      const refused = await post('customer', 'customer_123');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(840);
      // X-Forwarded-For is not trusted: claiming another address does not help.
      expect((await post('customer', 'customer_123', { 'X-Forwarded-For': '192.0.2.1' })).status).toBe(429);
    } finally {
      await server.close();
    }
    // app.request() has no socket: its fallback key is not the loopback address refused above.
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
