import { Hono } from 'hono';
import { allow } from '../auth/guards.ts';
import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../db/database-answers.ts';
import type { AppEnv } from '../http/app-env.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** The paths a process manager and a load balancer poll; the request log writes them at debug level only. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * `GET /healthz`: the process answers (200, no database call). `GET /readyz`: it should get traffic,
 * 200 when the database answers and the server is not shutting down, else 503. Public, no session,
 * never cached.
 */
export function healthRoutes(db: Db, shuttingDown: () => boolean) {
  return new Hono<AppEnv>()
    .get('/healthz', allow('public'), (c) => c.text('ok', 200, noStore))
    .get('/readyz', allow('public'), async (c) => {
      if (shuttingDown()) return c.text('shutting down', 503, noStore);
      try {
        await databaseAnswers(db);
      } catch (error) {
        c.var.log.warn({ err: error }, 'not ready: the database did not answer');
        return c.text('database unavailable', 503, noStore);
      }
      return c.text('ready', 200, noStore);
    });
}
