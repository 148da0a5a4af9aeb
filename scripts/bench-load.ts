/**
 * What every timed page load of the bench shares: the emulated device (CPU slowdown, slow mobile
 * connection, viewport), the probes it puts in the page before the page's own scripts, and the
 * medians it reports. Used by bench.ts and its sections (bench-server-render.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Records when every slot in the first viewport, and every slot, reached data-block-state
 * "mounted", and says so on the console once all have. A string, not a function: tsx would wrap
 * a function's inner names in a helper the page does not have.
 * Fair to every page: it reads layout once (which slots start in view; the host stylesheet
 * reserves their space, so mounting does not move them), not on every batch of mutations, which
 * would force a layout per commit and weigh most on pages that commit often (a root per slot).
 * The harness runs nothing in the page until the console message: Playwright's polling script
 * would otherwise run in the middle of whichever page is still loading.
 */
export const DONE = 'cms-blocks-bench:all-mounted';
export const PROBE = `
  window.__bench = {};
  let inView;
  const mounted = (s) => s.getAttribute('data-block-state') === 'mounted';
  const check = (mutations) => {
    if (!mutations.some((m) => mounted(m.target))) return;
    const slots = [...document.querySelectorAll('[data-block]')];
    inView ??= slots.filter((s) => s.getBoundingClientRect().top < window.innerHeight);
    if (window.__bench.visible === undefined && inView.every(mounted)) window.__bench.visible = performance.now();
    if (window.__bench.all === undefined && slots.every(mounted)) {
      window.__bench.all = performance.now();
      console.log('${DONE}');
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-block-state'] });
`;

export interface Timing {
  visible: number;
  all: number;
}

/**
 * Sums layout shifts the way CLS counts them, from the page's start; and notes the first frame
 * that draws a placeholder shape (the page is not blank from then on), or, on a page without
 * placeholders, the first frame with a mounted slot.
 */
export const CLS_PROBE = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const look = () => {
    if (document.querySelector('[class^="cmsb-placeholder__"], [data-block-state="mounted"]')) window.__skeleton = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** A slow mobile connection, as DevTools emulates it per request: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

export interface Conditions {
  /** Chromium's CPU slowdown factor (1: none). */
  throttle: number;
  /** The emulated network; none: the machine's loopback. */
  network?: typeof MOBILE_NETWORK;
  /** Tall enough that every slot starts in view, so slots that wait to be seen mount too. */
  height?: number;
}

/** A fresh context (nothing cached) with one page, on the emulated device; close the context when done. */
export async function openPage(
  browser: Browser,
  { throttle, network, height = 800 }: Conditions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page };
}

/**
 * Loads `url` once in a fresh context (nothing cached) and reads when its islands had all mounted.
 * `watch` sees the page before it loads (to record its requests, say).
 */
export async function measure(
  browser: Browser,
  url: string,
  conditions: Conditions,
  watch?: (page: Page) => void,
): Promise<Timing> {
  const { context, page } = await openPage(browser, conditions);
  watch?.(page);
  await page.addInitScript(PROBE);
  const done = page.waitForEvent('console', { predicate: (message) => message.text() === DONE, timeout: 60_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await done;
  const timing = await page.evaluate(() => (window as unknown as { __bench: Timing }).__bench);
  await context.close();
  return timing;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};
export const ms = (n: number) => `${Math.round(n)} ms`;
export const summary = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
