import { readdir } from 'node:fs/promises';
import type { Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { seed } from '../../server/db/seed.ts';
import { demoUsers } from '../../server/db/seed-users.ts';
import { migrationsDir } from '../../server/paths.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres.stop());

/** One pool each, as so many server processes have, on a new database `name`. */
async function serversOnNewDatabase(name: string, count = 4): Promise<Db[]> {
  const admin = await openPostgres(postgres.url);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return Promise.all(Array.from({ length: count }, () => openPostgres(url.href)));
}

const closeAll = (dbs: Db[]) => Promise.all(dbs.map((db) => db.close()));

describe('servers starting together on one PostgreSQL', () => {
  it('apply each migration once, in one set, and none fails', async () => {
    const dbs = await serversOnNewDatabase('migrating_together');
    try {
      const runs = await Promise.all(dbs.map((db) => migrate(db)));
      const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
      expect(runs.flat().sort()).toEqual(files);
      const applied = await dbs[0]!.query<{ name: string }>('select name from schema_migrations order by name');
      expect(applied.map((row) => row.name)).toEqual(files);
    } finally {
      await closeAll(dbs);
    }
  });

  it('seed the demo data once and none fails', async () => {
    const dbs = await serversOnNewDatabase('seeding_together');
    try {
      await migrate(dbs[0]!);
      await Promise.all(dbs.map((db) => seed(db)));
      const [users] = await dbs[0]!.query<{ n: number }>('select count(*) as n from users');
      expect(users?.n).toBe(demoUsers.length);
    } finally {
      await closeAll(dbs);
    }
  });
});
