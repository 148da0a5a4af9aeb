import { openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { describeSectionRevisions } from './support/section-revision-cases.ts';

// The same checks as section-revisions.test.ts on a real PostgreSQL, whose pool runs the two
// saves sent at once on separate connections.
let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describeSectionRevisions(
  'PostgreSQL',
  async () => {
    postgres = await startPostgres();
    return openPostgres(postgres.url);
  },
  60_000,
);
