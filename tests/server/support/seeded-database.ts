import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { pgliteDb } from '../../../server/db/pglite-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded PGlite database of the server project's global setup, dumped. */
    seededDatabaseFile: string;
  }
}

/**
 * A PGlite database in memory, migrated and seeded: a copy of the one the global setup built.
 * note: loading the copy skips PGlite's initdb, the migrations and the seed, which each file paid
 * for again (most of a server test file's time).
 */
export async function openSeededPglite(): Promise<Db> {
  const dump = new Blob([await readFile(inject('seededDatabaseFile'))]);
  return pgliteDb(await PGlite.create({ loadDataDir: dump }));
}
