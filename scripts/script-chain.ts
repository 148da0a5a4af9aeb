import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { PreloadManifest } from '../src/host/preload-links.ts';
import { planFile } from '../src/runtime/plan-source.ts';

/** Where the demo server serves dist/. */
export const LIBRARY_ASSETS = '/assets/cms-blocks/';

interface ScriptRequest {
  file: string;
  /** The library file whose import asked for this one; null when the page or an inserted link did. */
  initiator: string | null;
}

export interface ScriptChain {
  /** The library's script files the page fetched, in request order. */
  files(): string[];
  /**
   * Rounds of fetching after the loader: 1 when every file was asked for by the page or the loader
   * (head preload links, the loader's modulepreload links), 2 when some file was found only by
   * parsing another chunk's imports, and so on. 0 when nothing but the loader was fetched. Files
   * matching `lazy` (loaded on purpose once a block has rendered) count no round. `foundIn` names
   * the file a request could only come from when no import asked for it (a block's files come
   * from its plan file when the page head does not name them).
   */
  depth(lazy?: RegExp, foundIn?: Record<string, string>): number;
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
    requests.push({ file, initiator: libraryFile(event.initiator.url) ?? libraryFile(frame) });
  });
  return {
    files: () => requests.map((r) => r.file),
    depth(lazy, foundIn = {}) {
      const depthOf = (file: string, seen: Set<string>): number => {
        const request = requests.find((r) => r.file === file);
        if (!request || seen.has(file)) return 0;
        if (file === 'cms-blocks.js') return 0;
        const asked = request.initiator && request.initiator !== 'cms-blocks.js' ? request.initiator : null;
        const parent = asked ?? foundIn[file] ?? null;
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

/**
 * The `foundIn` of a page loaded without the head's links: each block's files can only come from
 * its plan file, once that has arrived (dist/preload-manifest.json lists them).
 */
export async function filesFoundInPlans(page: Page): Promise<Record<string, string>> {
  const manifest = JSON.parse(readFileSync('dist/preload-manifest.json', 'utf8')) as PreloadManifest;
  const blocks = await page.$$eval('[data-block]', (slots) => slots.map((s) => s.getAttribute('data-block') ?? ''));
  return Object.fromEntries(blocks.flatMap((block) => (manifest.blocks[block] ?? []).map((file) => [file, planFile(block)])));
}
