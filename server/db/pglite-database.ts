import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './database.ts';

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await tx.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** Embedded PostgreSQL (WASM): in memory, or persisted in `dataDir`. */
export async function openPglite(dataDir?: string): Promise<Db> {
  return pgliteDb(await PGlite.create(dataDir));
}

/** The one database interface over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
  };
}
