import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { altchaCaptcha } from '../../../server/captcha/altcha-captcha.ts';
import { pgliteDb } from '../../../server/db/pglite-database.ts';
import { startServer } from '../../../server/start.ts';
import { seededDump } from '../../support/seeded-dump.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One reference server per Vitest worker, in worker order (see baseUrl). */
    baseUrls: string[];
  }
}

/** A reference server as the journeys need it: its own in-memory copy of the seeded database, a free port. */
async function startJourneyServer(seeded: Blob) {
  const db = pgliteDb(await PGlite.create({ loadDataDir: seeded }));
  // The captcha is on, as in the demo: the journeys pass it as visitors do.
  // Development mode, as `npm start` runs: the password-reset journey reads the mail outbox.
  const server = await startServer({ port: 0, db, captcha: altchaCaptcha(db), devTools: true });
  return {
    url: server.url,
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/**
 * Starts the reference servers once for the end-to-end run, one per worker: two journeys that run
 * side by side never share a database, so neither sees the other's orders, sign-ins or settings.
 */
export default async function setup(project: TestProject) {
  const seeded = await seededDump();
  const servers = await Promise.all(Array.from({ length: project.config.maxWorkers || 1 }, () => startJourneyServer(seeded)));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
