import type { Db } from './database.ts';

/**
 * Takes an advisory lock per key for the rest of the transaction `tx` (its commit or rollback
 * releases them), so work on the same keys waits for each other across connections and processes.
 * Give several keys sorted, the same order everywhere, so two callers never wait on each other's
 * second lock.
 */
export async function lockUntilCommit(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
