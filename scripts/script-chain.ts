import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { PreloadManifest } from '#host/preload-links.ts';
import { NAMES_FILE, planFile } from '#runtime/plan-source.ts';

/** Where the demo server serves dist/. */
export const LIBRARY_ASSETS = '/assets/cms-blocks/';
const LOADER = 'cms-blocks.js';

interface ScriptRequest {
  file: string;
  /** The library file whose import asked for this one; null when the page or an inserted link did. */
  initiator: string | null;
  /** Whether the page's own markup (a head link, the loader's script tag) asked for it. */
  byMarkup: boolean;
}

export interface ScriptChain {
  /** The library's script files the page fetched, in request order. */
  files(): string[];
  /**
   * Rounds of fetching after the loader: 1 when every file was asked for by the page or the loader
   * (head preload links, the loader's modulepreload links), 2 when some file was found only by
   * parsing another chunk's imports, and so on. 0 when nothing but the loader was fetched. Files
   * matching `lazy` (loaded on purpose once a block has rendered) count no round. A file the
   * markup did not ask for, that a fetched plan names (dist/preload-manifest.json lists each plan's
   * files), counts a round after that plan: where the page head does not name a block's files,
   * the loader learns them from the plan. Likewise a plan the markup did not ask for counts a round
   * after the block names file, when that was fetched: the loader reads the names first.
   */
  depth(lazy?: RegExp): number;
}

const libraryFile = (url: string | undefined) => {
  if (!url) return null;
  const path = new URL(url, 'http://x').pathname;
  return path.startsWith(LIBRARY_ASSETS) && path.endsWith('.js') ? path.slice(LIBRARY_ASSETS.length) : null;
};

/**
 * Records which library scripts a page fetches and who asked for each, from the DevTools
 * protocol: a static import names the importing chunk as its initiator.
 */
export async function recordScriptChain(page: Page): Promise<ScriptChain> {
  const requests: ScriptRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const file = libraryFile(event.request.url);
    if (!file || requests.some((r) => r.file === file)) return;
    const frame = event.initiator.stack?.callFrames[0]?.url;
    requests.push({
      file,
      initiator: libraryFile(event.initiator.url) ?? libraryFile(frame),
      byMarkup: event.initiator.type === 'parser',
    });
  });
  return {
    files: () => requests.map((r) => r.file),
    depth(lazy) {
      const manifest = JSON.parse(readFileSync('dist/preload-manifest.json', 'utf8')) as PreloadManifest;
      const plans = new Map(Object.entries(manifest.blocks).map(([block, files]) => [planFile(block), files]));
      const namingPlan = (file: string) => requests.find((r) => plans.get(r.file)?.includes(file))?.file ?? null;
      const depthOf = (file: string, seen: Set<string>): number => {
        const request = requests.find((r) => r.file === file);
        if (!request || seen.has(file)) return 0;
        if (file === LOADER) return 0;
        const imported = request.initiator === LOADER ? null : request.initiator;
        const afterNames = plans.has(file) && requests.some((r) => r.file === NAMES_FILE) ? NAMES_FILE : null;
        const parent = imported ?? (request.byMarkup ? null : (namingPlan(file) ?? afterNames));
        return parent ? 1 + depthOf(parent, new Set([...seen, file])) : 1;
      };
      return Math.max(0, ...requests.filter((r) => !lazy?.test(r.file)).map((r) => depthOf(r.file, new Set())));
    },
  };
}

/** Serves the page's HTML without its `<link rel="modulepreload">` tags: what the loader does alone. */
export async function withoutHeadPreloads(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith(LIBRARY_ASSETS) && !url.pathname.startsWith('/api/'),
    async (route) => {
      // Only the page itself is rewritten: anything else goes on untouched, so no fetch of ours is
      // still running when the test closes the page.
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return route.fulfill({ response });
      const body = (await response.text()).replace(/<link rel="modulepreload"[^>]*>\n?/g, '');
      return route.fulfill({ response, body });
    },
  );
}
