import pg from 'pg';
import type { Db } from './database.ts';

// note: PGlite returns bigint columns (count(*), ...) as numbers; make pg do the same.
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 ? Number : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types: typeParsers });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A failed rollback means a broken connection: drop it from the pool, report the first error.
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
