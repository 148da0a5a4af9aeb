import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

const MAX_SLOTS = 1000;
const benchBlocks = ['spacer-medium', 'spacer-large', 'return-to-top'] as const;

function slotCount(url: URL): number {
  const n = Number.parseInt(url.searchParams.get('n') ?? '', 10);
  return Number.isNaN(n) ? 200 : Math.min(Math.max(n, 1), MAX_SLOTS);
}

/**
 * n slots, each in a tall row so most start below the fold. Every slot hydrates at once, as the
 * bare baselines mount every slot at once: the times compare mounting, not waiting for idle time.
 */
function benchBody(url: URL): string {
  return Array.from({ length: slotCount(url) }, (_, i) => {
    const name = benchBlocks[i % benchBlocks.length] ?? 'spacer-medium';
    return `<div class="demo-bench-item"><p>Slot ${i + 1}</p>${slot(name, { hydrate: 'load' })}</div>`;
  }).join('\n');
}

/** `/bench?n=200`: the loader mounting n slots. */
export const benchPage: DemoPage = {
  path: '/bench',
  guard: 'public',
  title: (url) => `Bench: ${slotCount(url)} slots`,
  body: benchBody,
};

/** `/bench/baseline?n=200`: the same markup with a bare bundle that gives every slot its own root. */
export const benchBaselinePage: DemoPage = {
  path: '/bench/baseline',
  guard: 'public',
  title: (url) => `Bench baseline, a root per slot: ${slotCount(url)} slots`,
  body: benchBody,
  script: '/assets/cms-blocks/bench/roots.js',
};

/** `/bench/baseline-portals?n=200`: the same markup with a bare bundle of one root and a portal per slot. */
export const benchPortalsBaselinePage: DemoPage = {
  path: '/bench/baseline-portals',
  guard: 'public',
  title: (url) => `Bench baseline, one root: ${slotCount(url)} slots`,
  body: benchBody,
  script: '/assets/cms-blocks/bench/portals.js',
};
