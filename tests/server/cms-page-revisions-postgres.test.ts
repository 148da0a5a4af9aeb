import { openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { describeCmsPageRevisions } from './support/cms-page-revision-cases.ts';

// The same revisions as cms-page-revisions.test.ts, on a real PostgreSQL.
let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describeCmsPageRevisions('PostgreSQL', async () => {
  postgres = await startPostgres();
  return openPostgres(postgres.url);
});
