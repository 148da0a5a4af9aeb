/**
 * The one database interface the server uses. Both drivers take the same SQL with `$1`
 * parameters, so migrations and queries run unchanged on PGlite and on PostgreSQL.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; a transaction inside a transaction joins the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the real server is used. */
  databaseUrl?: string;
  /** PGlite's data directory; in memory when omitted. */
  dataDir?: string;
}

/** Opens PostgreSQL when a URL is given, else PGlite; only the driver in use is loaded. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite(options.dataDir);
}
