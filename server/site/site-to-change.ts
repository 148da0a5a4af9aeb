import type { Context } from 'hono';
import * as v from 'valibot';
import type { SignedInEnv } from '../http/app-env.ts';
import type { Db } from '../db/database.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readQuery, tokenSchema } from '../http/validate.ts';
import { canManageSite, findSite, siteOwnedBy, type SiteOwnership } from './sites.ts';

/** Why a change of a site's settings was refused, with its status and text. */
const REFUSALS = {
  noSite: { status: 403, text: 'You do not own a personal website.' },
  unknownSite: { status: 404, text: 'There is no such site.' },
  forbidden: { status: 403, text: "You are not allowed to change this site's settings." },
} as const;

export const SITE_REFUSAL_TEXTS = {
  noSite: REFUSALS.noSite.text,
  unknownSite: REFUSALS.unknownSite.text,
  forbidden: REFUSALS.forbidden.text,
};

const SiteQuerySchema = v.object({ siteId: v.optional(tokenSchema('siteId')) });

/**
 * The site a settings call is for: the one the signed-in user owns ("current"), or the one
 * `?siteId=` names when the user may manage it (its owner, an employee or a super-user). Else the
 * refusal, answered with `source` as its message source.
 */
export async function siteToChange(db: Db, c: Context<SignedInEnv>, source: string): Promise<SiteOwnership | Response> {
  const { siteId } = readQuery(c, SiteQuerySchema);
  const user = c.var.user;
  const refuse = (code: keyof typeof REFUSALS) =>
    respond(c, REFUSALS[code].status, null, [errorMessage(source, code, REFUSALS[code].text)]);
  if (siteId === undefined) return (await siteOwnedBy(db, user.id)) ?? refuse('noSite');
  const site = await findSite(db, siteId);
  if (!site) return refuse('unknownSite');
  return canManageSite(user, site) ? site : refuse('forbidden');
}
