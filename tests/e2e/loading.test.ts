import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PreloadManifest } from '#host/preload-links.ts';
import { NAMES_FILE, planFile } from '#runtime/plan-source.ts';
import { recordScriptChain, withoutHeadPreloads } from '../../scripts/script-chain.ts';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

/**
 * The captcha's widget (100 KB) is fetched by a form once it shows a captcha, not with the form's
 * code: a deliberate later round, so pages without a captcha on screen never pay for it.
 */
const LAZY_PREFIX = 'chunks/altcha-widget-';
const LAZY_FILES = new RegExp(`^${LAZY_PREFIX}`);

const manifest = () => JSON.parse(readFileSync('dist/preload-manifest.json', 'utf8')) as PreloadManifest;

/** Loads `path` until every slot has settled and returns what its scripts' fetching looked like. */
async function load(path: string, { headPreloads }: { headPreloads: boolean }) {
  const context = await newContext();
  const page = await context.newPage();
  if (!headPreloads) await withoutHeadPreloads(page);
  const chain = await recordScriptChain(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  const states = await page.$$eval('[data-block]', (slots) => slots.map((s) => s.getAttribute('data-block-state')));
  const blocks = await page.$$eval('[data-block]', (slots) => slots.map((s) => s.getAttribute('data-block') ?? ''));
  return { files: chain.files(), depth: chain.depth(LAZY_FILES), states, blocks };
}

describe('islands load in one round after the loader with the host helper’s links, in three without', () => {
  it.each(['/p/lavender-essential-oil', '/cart', '/'])(
    "%s fetches exactly its blocks' plan files and the files they name, all asked for by the page head",
    async (path) => {
      const { files, depth, states, blocks } = await load(path, { headPreloads: true });
      expect(states.every((state) => state === 'mounted')).toBe(true);
      expect(files[0]).toBe('cms-blocks.js');
      const { loader, runtime, blocks: plans } = manifest();
      const planned = [loader, ...runtime, ...blocks.flatMap((block) => [planFile(block), ...(plans[block] ?? [])])];
      expect(new Set(files.filter((file) => !file.startsWith(LAZY_PREFIX)))).toEqual(new Set(planned));
      expect(depth).toBe(1);
    },
  );

  it.each(['/p/lavender-essential-oil', '/cart', '/'])(
    '%s without head preload links: the loader asks for the block names, then the plans, then every file they name at once',
    async (path) => {
      const served = await load(path, { headPreloads: true });
      const alone = await load(path, { headPreloads: false });
      expect(alone.states.every((state) => state === 'mounted')).toBe(true);
      expect(alone.depth).toBe(3);
      expect(new Set(alone.files)).toEqual(new Set([...served.files, NAMES_FILE]));
    },
  );
});
