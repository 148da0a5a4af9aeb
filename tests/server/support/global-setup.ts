import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../server/db/migrate.ts';
import { pgliteDb } from '../../../server/db/pglite-database.ts';
import { seed } from '../../../server/db/seed.ts';

/** Migrates and seeds one PGlite database for the whole server run and dumps it for the files to copy. */
export default async function setup(project: TestProject) {
  const pg = await PGlite.create();
  const db = pgliteDb(pg);
  await migrate(db);
  await seed(db);
  const dir = await mkdtemp(join(tmpdir(), 'cmsb-seeded-'));
  const file = join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('seededDatabaseFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
