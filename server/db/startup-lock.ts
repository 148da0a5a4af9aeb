import type { Db } from './database.ts';

/** The advisory lock's key ('cmsb' in ASCII): any number that no other user of the database takes. */
const STARTUP_LOCK = 0x636d7362;

/**
 * Runs `fn` in a transaction that first takes the startup lock, which the commit or rollback (or a
 * lost connection) releases. Migrations and the seed run under it, so server processes starting
 * together on one database change its schema and demo data one after the other, not at once.
 * PGlite has one connection, where the lock is always free.
 */
export function underStartupLock<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [STARTUP_LOCK]);
    return fn(tx);
  });
}
