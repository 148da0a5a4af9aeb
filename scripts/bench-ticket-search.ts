import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Search-as-you-type on the conference staff tools: for each key typed into the search field, the
 * time from the keydown to the frame after the results changed (read in the page, so Playwright's
 * round trips are not counted). A string, not a function, for the reason bench.ts gives.
 */
const PROBE = `
  window.__searchBench = { latencies: [] };
  let started;
  document.addEventListener('keydown', () => { started = performance.now(); }, true);
  new MutationObserver(() => {
    if (started === undefined) return;
    const from = started;
    started = undefined;
    requestAnimationFrame(() => window.__searchBench.latencies.push(performance.now() - from));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
`;

/** Signs `context` in as `username` (the bench's server has no captcha). */
export async function logIn(context: BrowserContext, origin: string, username: string, password: string) {
  const login = await context.request.post(`${origin}/api/session`, {
    headers: { Origin: origin },
    data: { username, password },
  });
  if (!login.ok()) throw new Error(`the bench's ${username} login answered ${login.status()}`);
}

/**
 * Milliseconds per key, every key of every run. Opens `path` as conference staff, then types each of `queries` one key at a
 * time (a pause after each key, as a person types) into the field labelled `field`.
 */
export async function ticketSearchLatency(
  browser: Browser,
  origin: string,
  { path, field, queries, runs }: { path: string; field: string; queries: string[]; runs: number },
): Promise<number[]> {
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(context, origin, 'staff', 'staff_123');
    await page.goto(`${origin}${path}`);
    const search = page.getByRole('searchbox', { name: field });
    await search.waitFor();
    await page.evaluate(PROBE);
    for (const query of queries) {
      await search.fill('');
      await page.waitForTimeout(200);
      for (const key of query) {
        await page.keyboard.type(key);
        await page.waitForTimeout(150);
      }
    }
    latencies.push(
      ...(await page.evaluate(() => (window as unknown as { __searchBench: { latencies: number[] } }).__searchBench.latencies)),
    );
    await context.close();
  }
  return latencies;
}
