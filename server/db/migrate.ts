import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Db } from './database.ts';

const migrationFile = /^\d{3}_[a-z0-9_]+\.sql$/;

/** Applies each `migrations/NNN_name.sql` once, in order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((name) => migrationFile.test(name)).sort();
  const pending = files.filter((name) => !applied.has(name));
  for (const name of pending) {
    const sql = await readFile(join(migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
  }
  return pending;
}
