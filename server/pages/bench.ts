import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

const MAX_SLOTS = 1000;
const benchBlocks = ['spacer-medium', 'spacer-large', 'return-to-top'] as const;

function slotCount(url: URL): number {
  const n = Number.parseInt(url.searchParams.get('n') ?? '', 10);
  return Number.isNaN(n) ? 200 : Math.min(Math.max(n, 1), MAX_SLOTS);
}

/** n slots, each in a tall row so most start below the fold (the visible strategy has work to do). */
function benchBody(url: URL): string {
  return Array.from({ length: slotCount(url) }, (_, i) => {
    const name = benchBlocks[i % benchBlocks.length] ?? 'spacer-medium';
    return `<div class="demo-bench-item"><p>Slot ${i + 1}</p>${slot(name)}</div>`;
  }).join('\n');
}

/** `/bench?n=200`: the loader mounting n slots. */
export const benchPage: DemoPage = {
  path: '/bench',
  title: (url) => `Bench: ${slotCount(url)} slots`,
  body: benchBody,
};

/** `/bench/baseline?n=200`: the same markup with the baseline script, to compare against. */
export const benchBaselinePage: DemoPage = {
  path: '/bench/baseline',
  title: (url) => `Bench baseline: ${slotCount(url)} slots`,
  body: benchBody,
  script: '/assets/cms-blocks/bench-baseline.js',
};
