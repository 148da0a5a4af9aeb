// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// SQL lives in stores (issue 26): a server module that calls the database is named *-store.ts, so
// the name says where the queries are. Routes and pages only translate HTTP.
const root = join(import.meta.dirname, '../../..');

/**
 * A call of the Db's `query` or `exec` (server/db/database.ts, and the drivers under it), or of
 * insertJsonRows, which writes rows for its caller. Hono's `c.req.query()` and RegExp's `exec`
 * are not SQL.
 */
const RUNS_SQL = /(?<!\breq)\.query\s*[<(]|\b(?:db|tx|pg|client|pool)\.exec\s*\(|\binsertJsonRows\s*\(/;

/** Besides the stores: the database layer (server/db/: the drivers, migrations, bulk inserts and the seed). */
const mayRunSql = (file: string) => file.endsWith('-store.ts') || file.startsWith('server/db/');

const serverModules = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `server/${file.split('\\').join('/')}`);
const runsSql = (file: string) => RUNS_SQL.test(readFileSync(join(root, file), 'utf8'));

describe('server modules that run SQL', () => {
  it('are told apart from the rest by their calls of the database', () => {
    expect(
      [
        'await db.query<Row>(sql, [id])',
        'db.query<Row<Page>>(sql, [id])',
        'tx.query(`update orders`)',
        'await tx.exec(sql)',
        'this.db.query(',
        'insertJsonRows(db,',
      ].filter((code) => !RUNS_SQL.test(code)),
    ).toEqual([]);
    expect(
      ["c.req.query('redirect')", 'PAGE_PATH.exec(value)', 'await db.transaction(async (tx) => {'].filter((code) =>
        RUNS_SQL.test(code),
      ),
    ).toEqual([]);
  });

  it('are stores (*-store.ts), or the database layer and seed files', () => {
    const found = serverModules.filter(runsSql);
    expect(found).toEqual(expect.arrayContaining(['server/commerce/order-store.ts', 'server/db/migrate.ts']));
    expect(found.filter((file) => !mayRunSql(file))).toEqual([]);
  });
});
