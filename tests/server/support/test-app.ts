import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp, type App } from '../../../server/app.ts';
import type { Captcha, CaptchaVerifier } from '../../../server/captcha/altcha-captcha.ts';
import type { Db } from '../../../server/db/database.ts';
import { createAfterAnswer, type AfterAnswer } from '../../../server/http/after-answer.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import type { Envelope } from '../../../server/http/envelope.ts';
import type { Logger } from '../../../server/logger.ts';
import { demoUsers } from '../../../server/db/seed-users.ts';
import { testBlockManifest } from '../../support/block-manifest.ts';
import { openSeededPglite } from './seeded-database.ts';

/** The preload manifest of the fake dist/: pages print links from it. */
export const testPreloadManifest = {
  loader: 'cms-blocks.js',
  stylesheet: 'cms-blocks.css',
  runtime: ['chunks/core-C0r3.js', 'chunks/vendor-react-R3ct.js'],
  blocks: { cart: ['blocks/cart-C4rt.js', 'chunks/shared-api-Sh4r.js'], 'spacer-medium': ['blocks/spacer-medium-AbC123xy.js'] },
  stylesheets: { cart: ['styles/cart-C4rt.css'], 'spacer-medium': [], 'product-detail-page-top': ['styles/pdp-T3st.css'] },
};

export interface TestApp {
  app: App;
  db: Db;
  distDir: string;
  /** The app's work after answers (reset mail): `settled()` before reading what it writes. */
  afterAnswer: AfterAnswer;
  close(): Promise<void>;
}

/** A fake build output, so static serving is tested without running the build. */
async function writeFakeDist(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'cmsb-dist-'));
  await mkdir(join(distDir, 'chunks'));
  await mkdir(join(distDir, 'blocks'));
  await writeFile(join(distDir, 'cms-blocks.js'), 'export const loader = true;\n');
  await writeFile(join(distDir, 'cms-blocks.css'), '@layer cms-blocks{}\n');
  await writeFile(join(distDir, 'blocks.json'), JSON.stringify(testBlockManifest));
  await writeFile(join(distDir, 'preload-manifest.json'), JSON.stringify(testPreloadManifest));
  await writeFile(join(distDir, 'blocks', 'spacer-medium-AbC123xy.js'), 'export default 1;\n');
  await writeFile(join(distDir, 'chunks', 'use-styles-Zz9_8y7x.js'), 'export const s = 1;\n');
  await writeFile(join(distDir, 'chunks', 'spacer-medium-AbC123xy.css'), '.cmsb-spacer{}\n');
  return distDir;
}

/**
 * The app over a migrated and seeded database: a copy of the run's seeded PGlite in memory, or
 * `blank` (another backend, or a database a test wants built here) migrated and seeded now.
 */
export async function createTestApp(blank?: Db): Promise<TestApp> {
  const db = blank ?? (await openSeededPglite());
  if (blank) {
    await migrate(blank);
    await seed(blank);
  }
  const distDir = await writeFakeDist();
  // The development aids on, as `npm start` has them: the outbox is tested too.
  const afterAnswer = createAfterAnswer();
  const app = createApp({ db, distDir, devTools: true, afterAnswer });
  return {
    app,
    db,
    distDir,
    afterAnswer,
    async close() {
      await afterAnswer.settled();
      await db.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app over `t` for the login throttle's tests: its clock stands at `at`, so Retry-After does not
 * depend on how long checks take, and its waits are recorded in `pauses` instead of slept.
 */
export function throttledApp(t: TestApp, at = Date.now()): { app: App; pauses: number[] } {
  const pauses: number[] = [];
  const pause = (ms: number) => {
    pauses.push(ms);
    return Promise.resolve();
  };
  return { app: createApp({ db: t.db, distDir: t.distDir, now: () => at, pause }), pauses };
}

/** `db` with every query's SQL recorded in `queries` (transactions included), to count what a request runs. */
export function recordQueries(db: Db): { db: Db; queries: string[] } {
  const queries: string[] = [];
  const wrap = (inner: Db): Db => ({
    query: <T>(sql: string, params?: unknown[]) => {
      queries.push(sql);
      return inner.query<T>(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return { db: wrap(db), queries };
}

/**
 * What a browser sends with every fetch from the site's own pages; the origin check
 * (server/http/origin-check.ts) wants it, or an Origin, on an unsafe request with a session cookie.
 */
export const sameOriginHeaders = { 'Sec-Fetch-Site': 'same-origin' };

export const jsonHeaders = { 'Content-Type': 'application/json', ...sameOriginHeaders };

export async function postJson(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return await app.request(path, { method: 'POST', headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) });
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('cmsb_session='));
  if (!header) throw new Error('The response set no session cookie');
  return header.split(';')[0] ?? '';
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const response = await postJson(app, '/api/session', { username, password });
  if (response.status !== 200) throw new Error(`Login as ${username} failed: ${response.status}`);
  return sessionCookie(response);
}

/** A request to `app` with the session `cookie` (none when empty), a JSON body and extra headers when given. */
export async function send(
  app: App,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return await app.request(path, {
    method,
    headers: {
      ...sameOriginHeaders,
      ...(body === undefined ? {} : jsonHeaders),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** `send`, answering the status and the envelope. */
export async function callApi(app: App, cookie: string | null, method: string, path: string, body?: unknown) {
  const response = await send(app, method, path, cookie ?? '', body);
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
}

/** Session cookies of seeded demo users, by username (each logs in with its seeded password). */
export async function logInAll<N extends string>(app: App, usernames: readonly N[]): Promise<Record<N, string>> {
  const cookies = {} as Record<N, string>;
  for (const username of usernames) {
    const user = demoUsers.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`No demo user ${username}`);
    cookies[username] = await login(app, username, user.password);
  }
  return cookies;
}

/** A logger at info level whose lines land in `lines`, parsed: for createApp's `logger`, as the server's is silent in tests. */
export function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

/** A captcha that accepts what `verify` accepts; these tests never fetch its challenges. */
export function fakeCaptcha(verify: CaptchaVerifier): Captcha {
  return { verify, newChallenge: () => Promise.reject(new Error('no challenges in this test')) };
}
