import pg from 'pg';
import type { Db } from './database.ts';

// note: PGlite returns bigint columns (count(*), ...) as numbers; make pg do the same.
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 ? Number : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

/** Prepared statements a connection keeps at most: the server's queries are a fixed set, well below this. */
export const MAX_PREPARED = 500;

/**
 * Each distinct SQL text is a named prepared statement, so PostgreSQL parses and plans it once a
 * connection rather than on every call (`npm run bench:server`: PostgreSQL's CPU per request
 * halved). Past MAX_PREPARED texts (SQL built with a varying shape), the rest run unnamed.
 */
function preparedStatements() {
  const names = new Map<string, string>();
  return (text: string, values: unknown[]): pg.QueryConfig => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED) names.set(text, (name = `cmsb_${names.size}`));
    return name === undefined ? { text, values } : { name, text, values };
  };
}

type Statement = ReturnType<typeof preparedStatements>;

function clientDb(client: pg.PoolClient, statement: Statement): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(statement(sql, params))).rows as T[];
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
  const statement = preparedStatements();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(statement(sql, params))).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(clientDb(client, statement));
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
