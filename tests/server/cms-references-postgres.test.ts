import { openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { describeReferences } from './support/reference-cases.ts';

// The same searches as cms-references.test.ts, on a real PostgreSQL.
let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describeReferences(
  'PostgreSQL',
  async () => {
    postgres = await startPostgres();
    return openPostgres(postgres.url);
  },
  60_000,
);
