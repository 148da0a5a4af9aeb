import { Hono } from 'hono';
import * as v from 'valibot';
import { isCertified } from '../auth/users.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { respond } from '../http/envelope.ts';
import { readParams, tokenSchema } from '../http/validate.ts';

const UserIdParamsSchema = v.object({ userId: tokenSchema('userId') });

/**
 * Mounted at /api/v2/certification-training. The certification check is public (no login), as its
 * path says: a page shows its owner's badge to every visitor. An unknown user is not certified.
 */
export function certificationRoutes(db: Db) {
  return new Hono<AppEnv>().get('/public/user-is-certified/:userId', async (c) => {
    const { userId } = readParams(c, UserIdParamsSchema);
    return respond<boolean>(c, 200, await isCertified(db, userId));
  });
}
