import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The reference server of this worker (VITEST_POOL_ID counts workers from 1). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
  if (!url) throw new Error('No reference server: the e2e global setup starts them');
  return url;
};

export interface PageProblems {
  /** Console errors, page errors and Content-Security-Policy violations, as text. */
  errors: string[];
  cspViolations: string[];
  /** `cms-blocks:error` event messages, in order. */
  blockErrors: string[];
}

/**
 * Opens a page of `context` and records what went wrong on it. The listeners are installed through
 * the DevTools protocol before any page script, so a strict CSP does not stop them.
 */
export async function openPage(context: BrowserContext, path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  return { page, problems };
}

/** Records what goes wrong on `page` from its next navigation on (see openPage). */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], cspViolations: [], blockErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  await page.exposeFunction('__recordCsp', (text: string) => problems.cspViolations.push(text));
  await page.exposeFunction('__recordBlockError', (text: string) => problems.blockErrors.push(text));
  await page.addInitScript(() => {
    const w = window as unknown as { __recordCsp(t: string): void; __recordBlockError(t: string): void };
    document.addEventListener('securitypolicyviolation', (e) => w.__recordCsp(`${e.violatedDirective}: ${e.blockedURI}`));
    document.addEventListener('cms-blocks:error', (e) => {
      w.__recordBlockError((e as CustomEvent<{ message: string }>).detail.message);
      e.preventDefault();
    });
  });
  return problems;
}

/** Waits until no slot on the page is pending any more, scrolling to slots that hydrate when visible. */
export async function waitForSettledSlots(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const pending = document.querySelector('[data-block][data-block-state="pending"]');
      pending?.scrollIntoView({ block: 'center' });
      return pending === null;
    },
    null,
    { polling: 100 },
  );
}

export async function slotStates(page: Page): Promise<Record<string, string | null>> {
  return page.$$eval('[data-block]', (slots) =>
    Object.fromEntries(slots.map((s, i) => [s.id || `${s.getAttribute('data-block')}#${i}`, s.getAttribute('data-block-state')])),
  );
}

/**
 * No axe violations on the page. A toast that is still fading in is read once it is opaque; one
 * fading out (hidden from assistive technology, half transparent for its last second) is left
 * out: its contrast was checked while it was shown.
 *
 * axe runs in the page and its same-origin frames (legacy mode: every page and frame here is our
 * own origin) and keeps only the violations' nodes. The default opens a blank page per check to
 * gather the results, and lists every passing node: measured on `/`, `/cart` and a product page,
 * 0.9, 0.5 and 0.7 s a check against 2.8, 1.3 and 2.3 s, with the same violations found on a page
 * given bad images in it and in a frame.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll(".cmsb-toast[data-state='open']")]
        .flatMap((toast) => toast.getAnimations())
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude(".cmsb-toast[data-state='leaving']")
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The layout-shift goal every page meets (Core Web Vitals' "good" is 0.1). */
const LAYOUT_SHIFT_GOAL = 0.02;

/**
 * The page's cumulative layout shift so far is within the goal, leaving out shifts right after the
 * visitor's own input (as the CLS metric does); given `moved`, only the shifts that moved the element
 * it selects count. Call it once the page has settled: it reads the shifts the browser has buffered.
 * A failure lists each shift with the elements it moved, their block and the block's state.
 */
export async function expectSteadyLayout(page: Page, moved?: string): Promise<void> {
  const shifts = await page.evaluate((selector) => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[];
    observer.disconnect();
    const target = selector === null ? null : document.querySelector(selector);
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (element === null) return '(removed)';
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
      const slot = element.closest('[data-block]');
      return slot === null ? name : `${name} in ${slot.getAttribute('data-block')} (${slot.getAttribute('data-block-state')})`;
    };
    return entries
      .filter((entry) => !entry.hadRecentInput && (target === null || entry.sources.some((source) => source.node === target)))
      .map((entry) => ({
        value: entry.value,
        text: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
          .map((source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`)
          .join('; ')}`,
      }));
  }, moved ?? null);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shift ${total.toFixed(4)}:\n${shifts.map((shift) => shift.text).join('\n')}`).toBeLessThanOrEqual(
    LAYOUT_SHIFT_GOAL,
  );
}
