import type { Context } from 'hono';
import * as v from 'valibot';
import type { SignedInEnv } from '../http/app-env.ts';
import type { Db } from '../db/database.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { notFound } from '../http/not-found.ts';
import { readQuery, tokenSchema } from '../http/validate.ts';
import { canManageSite, findSite, siteOwnedBy, type SiteOwnership } from './sites.ts';

/** Why a change of a site's settings was refused. */
export const SITE_REFUSAL_TEXTS = {
  noSite: 'You do not own a personal website.',
  unknownSite: 'There is no such site.',
};

const SiteQuerySchema = v.object({ siteId: v.optional(tokenSchema('siteId')) });

/**
 * The site a settings call is for: the one the signed-in user owns ("current"), or the one
 * `?siteId=` names when the user may manage it (its owner, an employee or a super-user). Else the
 * refusal, answered with `source` as its message source: 403 to a user who owns no site (it is
 * about them, not about any site), and one 404 for a site unknown or not theirs.
 */
export async function siteToChange(db: Db, c: Context<SignedInEnv>, source: string): Promise<SiteOwnership | Response> {
  const { siteId } = readQuery(c, SiteQuerySchema);
  const user = c.var.user;
  if (siteId === undefined) {
    return (await siteOwnedBy(db, user.id)) ?? respond(c, 403, null, [errorMessage(source, 'noSite', SITE_REFUSAL_TEXTS.noSite)]);
  }
  const site = await findSite(db, siteId);
  return site && canManageSite(user, site) ? site : notFound(c, source, 'unknownSite', SITE_REFUSAL_TEXTS.unknownSite);
}
