import type { Context } from 'hono';
import * as v from 'valibot';
import { SITE_REFUSAL_SOURCE } from '#contracts/site-analytics.ts';
import type { Db } from '../db/database.ts';
import type { SignedInEnv } from '../http/app-env.ts';
import { readQuery, tokenSchema } from '../http/validate.ts';
import { findSite, siteOwnedBy, type SiteOwnership } from '../site/site-store.ts';
import { hasRole, roleGuard } from './guards.ts';
import { forbidden, resourceToActOn } from './refusals.ts';
import type { AuthUser } from './user-store.ts';

/** Employees (profile status E) and administrators manage every site. */
const managesEverySite = (user: AuthUser) => user.status === 'E' || hasRole(user, 'admin');

/**
 * Who may change a site's settings (accounts spec 6: "site owner or employee"): its owner, an
 * employee or an administrator. Checked by the server on every change.
 */
export const canManageSite = (user: AuthUser, site: SiteOwnership) => user.id === site.ownerUserId || managesEverySite(user);

/**
 * The site a settings call acts on: the caller's own when `siteId` is undefined ("current"; 403 to
 * a caller who owns none), else the one it names when the caller may manage it (its owner, an
 * employee or a super-user), with one 404 for a site unknown or not theirs.
 */
export async function siteToActOn(db: Db, user: AuthUser, siteId: string | undefined): Promise<SiteOwnership> {
  if (siteId === undefined) {
    const own = await siteOwnedBy(db, user.id);
    if (!own) throw forbidden('siteOwner');
    return own;
  }
  return resourceToActOn(SITE_REFUSAL_SOURCE, await findSite(db, siteId), (site) => canManageSite(user, site));
}

const SiteQuerySchema = v.object({ siteId: v.optional(tokenSchema('siteId')) });

/** `siteToActOn` for the "current" settings calls: `?siteId=` names another site. */
export const siteNamedInQuery = (db: Db, c: Context<SignedInEnv>) =>
  siteToActOn(db, c.var.user, readQuery(c, SiteQuerySchema).siteId);

/** A site anyone may read (its public sections, its home video), or the 404 of an unknown one. */
export const publicSite = async (db: Db, siteId: string) => resourceToActOn(SITE_REFUSAL_SOURCE, await findSite(db, siteId));

/** The guard of the lists a site's settings choose from: for anyone who owns a site, employees and administrators. */
export const allowSiteChoosers = (db: Db) =>
  roleGuard('siteChooser', async (user) => managesEverySite(user) || (await siteOwnedBy(db, user.id)) !== null);
