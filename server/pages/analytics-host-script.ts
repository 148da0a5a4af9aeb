import type { Db } from '../db/database.ts';
import { demoSite } from '../db/seed-users.ts';
import { findTrackingSetting } from '../site/site-analytics-store.ts';
import { browserScriptRoute } from './browser-script.ts';
import { escapeHtml } from './html.ts';

/** The demo host's consent-gated analytics loader and the stand-in tag it loads (files of our origin, as the strict CSP requires). */
export const ANALYTICS_HOST_SCRIPT = '/demo/analytics-host.js';
export const ANALYTICS_TAG_SCRIPT = '/demo/analytics-tag.js';

// note: classic scripts (iife), not modules: both read document.currentScript, which is null in a module.
export const analyticsHostScriptRoute = browserScriptRoute('analytics-host.ts', 'iife');
export const analyticsTagScriptRoute = browserScriptRoute('analytics-tag.ts', 'iife');

/**
 * The analytics loader's script element for a page of the site, carrying the address of the tag
 * with the site's saved tracking ID; none while no ID is saved, so such pages load nothing.
 */
export async function analyticsHostElement(db: Db, siteId: string = demoSite.id): Promise<string> {
  const setting = await findTrackingSetting(db, siteId);
  if (!setting) return '';
  const tagSrc = `${ANALYTICS_TAG_SCRIPT}?id=${encodeURIComponent(setting.trackingId)}`;
  return `<script defer src="${ANALYTICS_HOST_SCRIPT}" data-tag-src="${escapeHtml(tagSrc)}"></script>`;
}
