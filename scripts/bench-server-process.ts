/**
 * One reference server for `npm run bench:server` (scripts/bench-server.ts), in a process of its
 * own so its CPU is measured apart from the load generator's: on DATABASE_URL's PostgreSQL, or on
 * a fresh embedded database in memory, migrated and seeded as `npm start` does. Production mode
 * (no development aids), no captcha, no request log below warnings. Tells the parent its URL.
 */
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { startServer } from '../server/start.ts';

const databaseUrl = process.env.DATABASE_URL;
const db = await openDatabase(databaseUrl ? { databaseUrl } : {});
await migrate(db);
await seed(db);
const server = await startServer({ port: 0, host: '127.0.0.1', db });
process.send?.({ url: server.url });

process.on('SIGTERM', () => {
  void server
    .close(10_000)
    .then(() => db.close())
    .then(() => process.exit(0));
});
