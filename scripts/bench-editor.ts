/**
 * The editor with blocks on the page: how long until an administrator can type (the toolbar and
 * the editing area are there) and until every block's preview has settled (mounted, or failed and
 * saying why), and the page's JavaScript heap then; with live previews, or with plain slots (the
 * same page, its previews' entry never loaded: the slots' strips without the blocks). Run by
 * `npm run bench`; it asks only for pages and the editor's markup, so it measures an older build
 * (one with cards, no previews) the same way.
 */
import type { Browser } from 'playwright-core';
import { logIn } from './bench-ticket-search.ts';

/** Ten slots of the kinds a content page holds: products with their data, spacers, search. */
const SLOTS = [
  ['add-to-cart', { productId: 'P100' }],
  ['spacer-medium', {}],
  ['add-to-cart', { productId: 'P101' }],
  ['site-search-box', {}],
  ['add-to-cart', { productId: 'P102' }],
  ['spacer-large', {}],
  ['add-to-cart', { productId: 'P103' }],
  ['return-to-top', {}],
  ['add-to-cart', { productId: 'P104' }],
  ['spacer-medium', {}],
] as const;

const slotHtml = ([name, props]: (typeof SLOTS)[number]) =>
  Object.keys(props).length > 0
    ? `<div data-block="${name}" data-props="${JSON.stringify(props).replace(/"/g, '&quot;')}"></div>`
    : `<div data-block="${name}"></div>`;

export interface EditorRun {
  /** Milliseconds from navigation until the editor is ready to type in. */
  ready: number;
  /** Milliseconds from navigation until no preview is pending (the ready time with plain slots, or on a build without previews). */
  settled: number;
  /** The page's used JavaScript heap once settled (CDP), in bytes. */
  heap: number;
}

/** The previews' entry (src/contracts/editor-preview.ts, PREVIEW_ENTRY_FILE): refused for plain slots. */
const PREVIEW_ENTRY = '**/editor-preview.js';

export async function editorWithSlots(
  browser: Browser,
  origin: string,
  runs: number,
  { previews }: { previews: boolean },
): Promise<EditorRun[]> {
  const setup = await browser.newContext();
  await logIn(setup, origin, 'admin', 'admin_123');
  const content = SLOTS.map((slot, index) => `<p>Part ${index + 1}</p>${slotHtml(slot)}`).join('');
  const created = await setup.request.post(`${origin}/api/cms/pages`, {
    headers: { Origin: origin },
    data: { title: `Bench ${SLOTS.length} blocks`, slug: `bench-blocks-${Date.now()}`, content },
  });
  if (!created.ok()) throw new Error(`the bench's page was refused: ${created.status()} ${await created.text()}`);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await setup.close();

  const results: EditorRun[] = [];
  for (let run = -1; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await logIn(context, origin, 'admin', 'admin_123');
    if (!previews) await context.route(PREVIEW_ENTRY, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/editor/pages/${id}`);
    await page.getByRole('button', { name: 'Insert block' }).waitFor();
    const frame = await (await page.locator('iframe.tox-edit-area__iframe').elementHandle()).contentFrame();
    if (!frame) throw new Error('the editor has no editing area');
    await frame.locator('[data-block]').first().waitFor({ state: 'attached' });
    const ready = await page.evaluate(() => performance.now());
    if (previews) {
      await frame.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[data-cmsb-preview]')).every((preview) =>
            ['mounted', 'error'].includes(preview.getAttribute('data-block-state') ?? ''),
          ),
        null,
        { polling: 'raf', timeout: 30_000 },
      );
    }
    const settled = await page.evaluate(() => performance.now());
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    if (run >= 0) results.push({ ready, settled, heap });
    await context.close();
  }
  return results;
}
