import type { Db } from '../../server/db/database.ts';
import { MAX_PREPARED, openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';

let postgres: PostgresServer;
let db: Db;
beforeAll(async () => {
  postgres = await startPostgres();
  db = await openPostgres(postgres.url);
});
afterAll(async () => {
  await db.close();
  await postgres.stop();
});

/** The statements the connection has prepared, by text (pg_prepared_statements is per connection). */
const preparedOn = (tx: Db) =>
  tx.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time');

describe('queries on PostgreSQL', () => {
  it('prepare each SQL text once a connection and run it again with other values', async () => {
    await db.transaction(async (tx) => {
      const sums = [];
      for (const n of [1, 2, 3]) sums.push((await tx.query<{ n: number }>('select $1::int + 1 as n', [n]))[0]?.n);
      expect(sums).toEqual([2, 3, 4]);
      const texts = (await preparedOn(tx)).map((row) => row.statement);
      expect(texts.filter((text) => text === 'select $1::int + 1 as n')).toHaveLength(1);
    });
  });

  it(`keep at most ${MAX_PREPARED} texts prepared; the rest still run, unnamed`, async () => {
    await db.transaction(async (tx) => {
      for (let n = 0; n <= MAX_PREPARED; n++) expect(await tx.query(`select ${n} as n`)).toEqual([{ n }]);
      expect((await preparedOn(tx)).length).toBeLessThanOrEqual(MAX_PREPARED);
    });
  });
});
