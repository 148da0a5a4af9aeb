import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededDump } from '../../support/seeded-dump.ts';

/** Migrates and seeds one PGlite database for the whole server run and dumps it for the files to copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'cmsb-seeded-'));
  const file = join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await (await seededDump()).arrayBuffer()));
  project.provide('seededDatabaseFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
