import { openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { describeSiteSearch } from './support/site-search-cases.ts';

// The same searches as site-search.test.ts, on a real PostgreSQL.
let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describeSiteSearch(
  'PostgreSQL',
  async () => {
    postgres = await startPostgres();
    return openPostgres(postgres.url);
  },
  60_000,
);
