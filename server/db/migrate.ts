import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Db } from './database.ts';
import { underStartupLock } from './startup-lock.ts';

const migrationFile = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Applies each `migrations/NNN_name.sql` once, in order, each in its own transaction, and returns
 * the ones this call applied. Each one is applied under the startup lock after checking again that
 * no other process has applied it meanwhile: any number of servers may start together.
 */
export async function migrate(db: Db): Promise<string[]> {
  await underStartupLock(db, (tx) =>
    tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`),
  );
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((name) => migrationFile.test(name)).sort();
  const appliedHere: string[] = [];
  for (const name of files.filter((file) => !applied.has(file))) {
    const sql = await readFile(join(migrationsDir, name), 'utf8');
    const done = await underStartupLock(db, async (tx) => {
      if ((await tx.query('select 1 from schema_migrations where name = $1', [name])).length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) appliedHere.push(name);
  }
  return appliedHere;
}
