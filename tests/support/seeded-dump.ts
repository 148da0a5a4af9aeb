import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteDb } from '../../server/db/pglite-database.ts';
import { seed } from '../../server/db/seed.ts';

let dump: Promise<Blob> | undefined;

/**
 * The demo database, migrated and seeded once a test run (the server and e2e global setups share
 * it) and dumped: each database a test needs loads this copy instead of paying for PGlite's
 * initdb, the migrations and the seed again.
 */
export function seededDump(): Promise<Blob> {
  dump ??= migratedAndSeeded();
  return dump;
}

async function migratedAndSeeded(): Promise<Blob> {
  const pg = await PGlite.create();
  const db = pgliteDb(pg);
  await migrate(db);
  await seed(db);
  const dumped = await pg.dumpDataDir('none');
  await db.close();
  return dumped;
}
