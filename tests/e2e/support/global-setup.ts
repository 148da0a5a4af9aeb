import type { TestProject } from 'vitest/node';
import { altchaCaptcha } from '../../../server/captcha/altcha-captcha.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { startServer } from '../../../server/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the reference server once for the end-to-end run: fresh in-memory database, free port. */
export default async function setup(project: TestProject) {
  const db = await openDatabase();
  await migrate(db);
  await seed(db);
  // The captcha is on, as in the demo: the journeys pass it as visitors do.
  // Development mode, as `npm start` runs: the password-reset journey reads the mail outbox.
  const server = await startServer({ port: 0, db, captcha: altchaCaptcha(db), devTools: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    await db.close();
  };
}
