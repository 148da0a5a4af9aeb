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

console.log(`cms-blocks demo: ${server.url}`);
console.log(`public origin: ${publicOrigins.length ? publicOrigins.join(', ') : `${server.url} (PUBLIC_ORIGIN sets others)`}`);
console.log(
  `mode: ${devTools ? 'development: /dev/outbox shows mail to administrators (NODE_ENV=production turns it off)' : 'production'}`,
);
console.log(`captcha: ${captcha ? 'on (CAPTCHA=off turns it off)' : 'off'}`);
console.log(`server rendering: ${serverRendering ? 'on (SERVER_RENDER=off turns it off)' : 'off'}`);
console.log(`database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${defaultDataDir}`}`);
if (!existsSync(join(defaultDistDir, 'cms-blocks.js'))) {
  console.warn('dist/cms-blocks.js is missing: run `npm run build` so the pages can load the blocks.');
}
console.log('demo logins:');
for (const user of demoUsers) console.log(`  ${user.username} / ${user.password}  (${user.role})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
