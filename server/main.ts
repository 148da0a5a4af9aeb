import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { altchaCaptcha } from './captcha/altcha-captcha.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { demoUsers } from './db/seed-users.ts';
import { defaultDataDir, defaultDistDir } from './paths.ts';
import { parsePublicOrigins } from './http/site-origins.ts';
import { logger } from './logger.ts';
import { startServer } from './start.ts';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL;
const publicOrigins = parsePublicOrigins(process.env.PUBLIC_ORIGIN);
// Development aids (the mail outbox) unless NODE_ENV=production.
const devTools = process.env.NODE_ENV !== 'production';

if (!databaseUrl) await mkdir(defaultDataDir, { recursive: true });
const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: defaultDataDir });
await migrate(db);
await seed(db);
// The self-hosted captcha guards the sign-in and reset forms; CAPTCHA=off turns it off.
const captcha = process.env.CAPTCHA === 'off' ? undefined : altchaCaptcha(db);
// Public blocks render on the server as a guest; SERVER_RENDER=off leaves every block to the browser.
const serverRendering = process.env.SERVER_RENDER !== 'off';
const server = await startServer({
  port,
  host,
  db,
  publicOrigins,
  devTools,
  ...(serverRendering ? {} : { serverRender: null }),
  ...(captcha ? { captcha } : {}),
});

// One JSON line, like every other; the switches are in docs/operations.md.
logger.info(
  {
    url: server.url,
    publicOrigins: publicOrigins.length ? publicOrigins : [server.url],
    mode: devTools ? 'development' : 'production',
    captcha: captcha ? 'on' : 'off',
    serverRendering: serverRendering ? 'on' : 'off',
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${defaultDataDir}`,
  },
  `cms-blocks demo: ${server.url}`,
);
if (!existsSync(join(defaultDistDir, 'cms-blocks.js'))) {
  logger.warn('dist/cms-blocks.js is missing: run `npm run build` so the pages can load the blocks.');
}
// The demo logins are published in docs/reference-server.md; production logs leave them out all the same.
if (devTools)
  logger.info(`demo logins: ${demoUsers.map((user) => `${user.username} / ${user.password} (${user.role})`).join(', ')}`);

/** How long requests under way get to finish once a shutdown starts: a proxy's usual wait is longer. */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
/** Readiness turns 503, requests under way finish (or are cut after the grace), then the database closes. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing the requests under way');
  const started = performance.now();
  await server.close(SHUTDOWN_GRACE_MS);
  await db.close();
  logger.info({ durationMs: Math.round(performance.now() - started) }, 'stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
