import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import { demoSite } from '../db/seed-users.ts';
import { findTrackingSetting } from '../site/site-analytics.ts';
import { escapeHtml } from './html.ts';

/** The demo host's consent-gated analytics loader and the stand-in tag it loads (files of our origin, as the strict CSP requires). */
export const ANALYTICS_HOST_SCRIPT = '/demo/analytics-host.js';
export const ANALYTICS_TAG_SCRIPT = '/demo/analytics-tag.js';

/**
 * The route of one of the demo host's own browser scripts (host code, not the library's): `entry`
 * bundled for the browser on first request.
 */
function hostScriptRoute(entry: URL) {
  let bundle: Promise<string> | null = null;
  // note: esbuild is imported on first use, as for the CMS script: it refuses to load in the server tests' sandbox.
  const script = () =>
    (bundle ??= import('esbuild')
      .then(({ build }) =>
        build({ entryPoints: [entry.pathname], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false }),
      )
      .then((result) => result.outputFiles[0]?.text ?? ''));
  return async (c: Context) =>
    c.body(await script(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}

export const analyticsHostScriptRoute = hostScriptRoute(new URL('./analytics-host.ts', import.meta.url));
export const analyticsTagScriptRoute = hostScriptRoute(new URL('./analytics-tag.ts', import.meta.url));

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
