import { Hono, type Context } from 'hono';
import type { DistributorToolContext } from '#contracts/distributor-tools.ts';
import { allow } from '../auth/guards.ts';
import { storeSettingsFromEnv, type StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { respond } from '../http/envelope.ts';
import { nextSteps } from '../site/next-steps.ts';
import { siteOwnedBy } from '../site/site-store.ts';

/** The company's own hosts; personal sites are hosted as their subdomains. COMPANY_HOSTS (comma-separated) overrides. */
const DEFAULT_COMPANY_HOSTS = ['cms-blocks.example'];

function companyHosts(c: Context): string[] {
  const configured = process.env.COMPANY_HOSTS?.split(',').map((host) => host.trim().toLowerCase()) ?? DEFAULT_COMPANY_HOSTS;
  // The site serving the tools is a company site too (in the demo, 127.0.0.1).
  const own = new URL(c.req.url).hostname.toLowerCase();
  return [...new Set([...configured.filter(Boolean), own])];
}

/**
 * Mounted at /api. GET /distributor-tools/context: who is building links and where links may
 * point; GET /distributor-tools/next-steps: the dashboard's steps. Both for status D or E only (accounts spec 6).
 */
export function distributorToolRoutes(db: Db, store: StoreSettings = storeSettingsFromEnv(process.env)) {
  return new Hono<AppEnv>()
    .get('/distributor-tools/context', allow('distributor'), async (c) => {
      const { user } = c.var;
      const site = await siteOwnedBy(db, user.id);
      return respond<DistributorToolContext>(c, 200, {
        userId: user.id,
        username: user.username,
        status: user.status,
        siteHostname: site?.hostname ?? null,
        companyHosts: companyHosts(c),
      });
    })
    .get('/distributor-tools/next-steps', allow('distributor'), async (c) => {
      return respond(c, 200, { steps: await nextSteps(db, c.var.user.id, store.country) });
    });
}
