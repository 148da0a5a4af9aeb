/**
 * `npm run bench`: mount times of a 200-slot page, with the helper's head links, with the loader
 * alone and with the runtime as one ideal bundle, against two bare one-bundle baselines (a root per
 * slot; one root with a portal per slot), plain and with 4x CPU throttling; then the product page,
 * /cart and / on an emulated slow mobile connection at 4x CPU, with the helper, with the loader
 * alone and as one ideal bundle of exactly the page's code (bench-ideal.ts); then server rendering
 * against client-only rendering on that slow phone, and the server's render time per block
 * (bench-server-render.ts); then, per demo page, the script files, their gzip bytes, the rounds of
 * fetching after the loader and the layout shift; then the editor; then search-as-you-type on the
 * conference ticket list; then the gzip bytes of the build. Times are measured here only, never
 * asserted in tests.
 *
 * BENCH_RUNS (default 5): timed loads per page and variant. BENCH_SLOTS (default 200): slots of the
 * mount-time page. BENCH_ONLY: a comma-separated list of the sections to run, of mount, felt,
 * server-render, pages, editor, search, sizes (all when unset), e.g. BENCH_ONLY=server-render.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { SEEDED_TICKET_COUNTS, SUMMIT_ID } from '../server/db/seed-conference.ts';
import { seed } from '../server/db/seed.ts';
import { TINYMCE_DIR, TINYMCE_PREFIX } from '../server/routes/static-assets.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { gzipBytes, measureBundle } from './bundle-sizes.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { CLS_PROBE, measure, median, MOBILE_NETWORK, ms, summary, type Timing } from './bench-load.ts';
import { editorWithSlots } from './bench-editor.ts';
import { idealDist, loaderOnlyDist } from './bench-ideal.ts';
import { serverRenderLoads, serverRenderPerBlock } from './bench-server-render.ts';
import { logIn, ticketSearchLatency } from './bench-ticket-search.ts';
import { LIBRARY_ASSETS, recordScriptChain } from './script-chain.ts';

const SLOTS = Number(process.env.BENCH_SLOTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECTIONS = ['mount', 'felt', 'server-render', 'pages', 'editor', 'search', 'sizes'] as const;
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknownSection = ONLY?.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection !== undefined)
  throw new Error(`BENCH_ONLY names no section "${unknownSection}": one of ${SECTIONS.join(', ')}`);
const included = (section: (typeof SECTIONS)[number]) => !ONLY || ONLY.includes(section);

interface Series {
  visible: number[];
  all: number[];
}

const DEMO_PAGES = [
  '/',
  '/blocks',
  '/demo/broken',
  '/cart',
  '/products',
  '/quick-shop',
  '/p/lavender-essential-oil',
  '/login',
  '/forgot-password',
  '/my-profile',
  '/pages/welcome',
  '/pages/shop-favourites',
  '/search-results?q=lavender',
  '/cookie-notice',
  '/contact',
  '/events',
  '/conf',
];

const isTinymceFile = (file: string) => file.startsWith(TINYMCE_DIR);

/** The editor's files (its entry and TinyMCE): a visitor's page must load none of them. */
const isEditorFile = (file: string) => ['dist/editor.js', 'dist/editor-content.css'].includes(file) || isTinymceFile(file);

/**
 * Every file the page fetched from the library's dist/ (scripts, stylesheets) or the demo's
 * TinyMCE, in request order, as the file served: `dist/...` or one in TINYMCE_DIR.
 */
function recordLibraryFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const file = path.startsWith(LIBRARY_ASSETS)
      ? `dist/${path.slice(LIBRARY_ASSETS.length)}`
      : path.startsWith(`${TINYMCE_PREFIX}/`)
        ? join(TINYMCE_DIR, path.slice(TINYMCE_PREFIX.length + 1))
        : null;
    if (file && !files.includes(file)) files.push(file);
  });
  return files;
}

const gzipTotal = (files: readonly string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);

interface PageCost {
  scripts: number;
  bytes: number;
  /** Rounds of fetching after the loader, as served (head preload links) and with the loader alone. */
  depth: number;
  loaderDepth: number;
  cls: number;
  /** Milliseconds from navigation to the first frame showing a placeholder or a mounted block. */
  skeleton: number;
  /** gzip bytes of the editor's files the page loaded (0 on every visitor page). */
  editorBytes: number;
}

/** Loads `url` until no slot is pending, scrolling to slots that hydrate when visible, as a reader would. */
async function settle(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const chain = await recordScriptChain(page);
  const library = recordLibraryFiles(page);
  await page.addInitScript(CLS_PROBE);
  const response = await page.goto(url);
  if (response?.ok()) {
    // note: no inner functions here, so tsx adds no helper the page lacks (a string would need eval,
    // which the pages' CSP forbids).
    await page.waitForFunction(
      () => {
        const pending = document.querySelector('[data-block-state="pending"]');
        pending?.scrollIntoView({ block: 'center' });
        return pending === null;
      },
      null,
      { timeout: 20_000, polling: 100 },
    );
    await page.waitForTimeout(500);
  }
  const probe = response?.ok()
    ? await page.evaluate(() => {
        const seen = window as unknown as { __cls: number; __skeleton?: number };
        return { cls: seen.__cls, skeleton: seen.__skeleton ?? Number.NaN };
      })
    : { cls: Number.NaN, skeleton: Number.NaN };
  await context.close();
  return { chain, library, ...probe };
}

/**
 * What a demo page costs: the library files it loaded (gzip bytes), their chain depth as served and
 * with the loader alone (`aloneUrl`, the same page from the loader-only server), and its layout shift.
 */
async function pageCost(browser: Browser, url: string, aloneUrl: string): Promise<PageCost> {
  const served = await settle(browser, url);
  const alone = await settle(browser, aloneUrl);
  // note: a page's unknown block asks for a plan that is not there (404)
  const files = served.chain.files().filter((file) => existsSync(`dist/${file}`));
  const bytes = gzipTotal(files.map((file) => `dist/${file}`));
  return {
    scripts: files.length,
    bytes,
    depth: served.chain.depth(),
    loaderDepth: alone.chain.depth(),
    cls: served.cls,
    skeleton: served.skeleton,
    editorBytes: gzipTotal(served.library.filter(isEditorFile)),
  };
}

/** The editor page as an administrator sees it: the library files it loads, and when the editor is ready to type in. */
async function editorPageCost(browser: Browser, url: string): Promise<{ files: string[]; ready: number[] }> {
  const ready: number[] = [];
  let files: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const origin = new URL(url).origin;
    await logIn(context, origin, 'admin', 'admin_123');
    const page = await context.newPage();
    files = recordLibraryFiles(page);
    await page.goto(url);
    await page.locator('.tox-edit-area__iframe').waitFor();
    await page.getByRole('button', { name: 'Insert block' }).waitFor();
    ready.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return { files, ready };
}

/** The pages the loading goal is set on (issue 27): a product page, the cart and the home page. */
const FELT_PAGES = ['/p/lavender-essential-oil', '/cart', '/'];
const BENCH_DIR = join(tmpdir(), 'cms-blocks-bench');

const db = await openDatabase();
await migrate(db);
await seed(db);
const server = await startServer({ port: 0, db });
// note: the same pages from the same database; only the library's files differ (scripts/bench-ideal.ts).
const loaderOnly = await startServer({ port: 0, db, distDir: loaderOnlyDist(join(BENCH_DIR, 'loader-only')) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const ideal = new Map<string, RunningServer>();
/** Each demo page's cost, measured once: the loading section and the pages' table both report it. */
const costs = new Map<string, Promise<PageCost>>();
function costOf(path: string): Promise<PageCost> {
  const known = costs.get(path);
  if (known) return known;
  const cost = pageCost(browser, `${server.url}${path}`, `${loaderOnly.url}${path}`);
  costs.set(path, cost);
  return cost;
}

/** The blocks `path` holds, as its slots name them. */
async function pageBlocks(path: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return [...new Set([...html.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1] ?? ''))];
}

const idealDir = (path: string) => join(BENCH_DIR, `ideal${path.replace(/[^\w-]+/g, '-')}`);

/** A server of the same pages whose library is one ideal bundle of `path`'s blocks (bench-ideal.ts). */
async function idealServer(path: string): Promise<RunningServer> {
  const running = await startServer({ port: 0, db, distDir: await idealDist(await pageBlocks(path), idealDir(path)) });
  ideal.set(path, running);
  return running;
}

try {
  console.log(`cms-blocks bench: ${SLOTS} slots, ${RUNS} runs each, Chromium ${browser.version()}\n`);
  if (included('mount')) {
    // note: the runtime's own work, without its files split: the gap between this and the helper's
    // page is what loading in separate files costs; between this and the bare root, what the runtime does.
    const benchAsOne = await idealServer('/bench');
    for (const throttle of [1, 4]) {
      console.log(throttle === 1 ? 'Plain CPU' : `CPU throttled ${throttle}x (CDP)`);
      // One warm-up load of each page, then the pages take turns run by run, so a slow moment of
      // the machine falls on all three alike.
      const pages = [
        { label: 'cms-blocks, head links (helper)', url: `${server.url}/bench?n=${SLOTS}`, runs: [] as Timing[] },
        { label: 'cms-blocks, loader only', url: `${loaderOnly.url}/bench?n=${SLOTS}`, runs: [] as Timing[] },
        { label: 'cms-blocks as one bundle', url: `${benchAsOne.url}/bench?n=${SLOTS}`, runs: [] as Timing[] },
        { label: 'bare: a createRoot per slot', url: `${server.url}/bench/baseline?n=${SLOTS}`, runs: [] as Timing[] },
        { label: 'bare: one root, portals', url: `${server.url}/bench/baseline-portals?n=${SLOTS}`, runs: [] as Timing[] },
      ] as const;
      for (let i = -1; i < RUNS; i++) {
        for (const page of pages) {
          const timing = await measure(browser, page.url, { throttle });
          if (i >= 0) page.runs.push(timing);
        }
      }
      const report = ({ label, runs }: (typeof pages)[number]): Series => {
        const series = { visible: runs.map((r) => r.visible), all: runs.map((r) => r.all) };
        console.log(`  ${label.padEnd(32)} visible islands ${summary(series.visible)}   all islands ${summary(series.all)}`);
        return series;
      };
      const [ours, alone, one, roots, portals] = pages.map(report) as [Series, Series, Series, Series, Series];
      const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
      console.log(
        `  ratio to a root per slot:  visible ${ratio(ours.visible, roots.visible)}, all ${ratio(ours.all, roots.all)}`,
      );
      console.log(
        `  ratio to one bare root:    visible ${ratio(ours.visible, portals.visible)}, all ${ratio(ours.all, portals.all)}`,
      );
      console.log(
        `  loader only, to one root:  visible ${ratio(alone.visible, portals.visible)}, all ${ratio(alone.all, portals.all)}`,
      );
      console.log(
        `  one bundle, to one root:   visible ${ratio(one.visible, portals.visible)}, all ${ratio(one.all, portals.all)}\n`,
      );
    }
  }

  if (included('felt')) {
    console.log(
      "What a visitor feels: navigation to every island mounted, 150 ms round trip, 1.6/0.75 Mbps, 4x CPU, HTTP/1.1 as the server serves it (no compression); ratio to one ideal bundle of exactly the page's code",
    );
    for (const path of FELT_PAGES) {
      const bundled = await idealServer(path);
      const hosts = [
        { url: `${server.url}${path}`, runs: [] as Timing[] },
        { url: `${loaderOnly.url}${path}`, runs: [] as Timing[] },
        { url: `${bundled.url}${path}`, runs: [] as Timing[] },
      ];
      for (let i = -1; i < RUNS; i++) {
        for (const host of hosts) {
          const timing = await measure(browser, host.url, { throttle: 4, network: MOBILE_NETWORK, height: 6000 });
          if (i >= 0) host.runs.push(timing);
        }
      }
      const [helper, alone, one] = hosts.map((host) => host.runs.map((run) => run.all)) as [number[], number[], number[]];
      const cost = await costOf(path);
      const bundle = gzipBytes(join(idealDir(path), 'cms-blocks.js'));
      console.log(
        `  ${path.padEnd(28)} helper ${summary(helper)} = ${(median(helper) / median(one)).toFixed(2)}x   loader only ${summary(alone)} = ${(median(alone) / median(one)).toFixed(2)}x   ideal ${summary(one)}`,
      );
      console.log(
        `  ${''.padEnd(28)} ${cost.scripts} files ${(cost.bytes / 1000).toFixed(1)} KB, rounds ${cost.depth} / ${cost.loaderDepth}   ideal: 1 file ${(bundle / 1000).toFixed(1)} KB`,
      );
    }
    console.log('');
  }

  if (included('server-render')) {
    const msPerBlock = await serverRenderLoads(browser, server.url, RUNS);
    await serverRenderPerBlock(server.url, msPerBlock);
  }

  if (included('pages')) {
    console.log(
      'Demo pages: library scripts (gzip, level 9), chain depth after the loader (as served / loader alone), CLS (goal <= 0.02), first frame with a placeholder or block',
    );
    for (const path of DEMO_PAGES) {
      const cost = await costOf(path);
      if (Number.isNaN(cost.cls)) {
        console.log(`  ${path.padEnd(28)} (no such page)`);
        continue;
      }
      console.log(
        `  ${path.padEnd(28)} ${String(cost.scripts).padStart(2)} files ${(cost.bytes / 1000).toFixed(1).padStart(6)} KB   depth ${cost.depth} / ${cost.loaderDepth}   CLS ${cost.cls.toFixed(3)}   first skeleton ${ms(cost.skeleton)}   editor/TinyMCE ${(cost.editorBytes / 1000).toFixed(1)} KB`,
      );
    }
    console.log('');
  }

  if (included('editor')) {
    const editor = await editorPageCost(browser, `${server.url}/editor/pages/demo-welcome`);
    console.log('The editor page (/editor/pages/demo-welcome, an administrator): every library file it loads, gzip level 9');
    console.log(
      `  ${editor.files.length} files ${(gzipTotal(editor.files) / 1000).toFixed(1)} KB, of which editor.js ${(gzipBytes('dist/editor.js') / 1000).toFixed(1)} KB and TinyMCE ${(gzipTotal(editor.files.filter(isTinymceFile)) / 1000).toFixed(1)} KB; editor ready ${summary(editor.ready)}\n`,
    );

    // docs/editor.md: the editor's ready time with 10 live previews against 10 plain slots (goal: within 1.5x)
    const withPreviews = await editorWithSlots(browser, server.url, RUNS, { previews: true });
    const plain = await editorWithSlots(browser, server.url, RUNS, { previews: false });
    const readyWith = median(withPreviews.map((run) => run.ready));
    const readyPlain = median(plain.map((run) => run.ready));
    console.log(
      'The editor with 10 blocks on the page: ready to type with live previews against plain slots (goal: within 1.5x)',
    );
    console.log(
      `  previews ready ${summary(withPreviews.map((run) => run.ready))}   plain slots ready ${summary(plain.map((run) => run.ready))}   ${(readyWith / readyPlain).toFixed(2)}x`,
    );
    console.log(
      `  previews settled ${summary(withPreviews.map((run) => run.settled))} (${(median(withPreviews.map((run) => run.settled)) / readyPlain).toFixed(2)}x plain ready)   heap ${(median(withPreviews.map((run) => run.heap)) / 1e6).toFixed(1)} MB with previews, ${(median(plain.map((run) => run.heap)) / 1e6).toFixed(1)} MB plain\n`,
    );
  }

  if (included('search')) {
    // Names and order numbers as staff type them at the desk: each key narrows the ~900 tickets.
    const searchQueries = ['garcia', 'W000201', 'maria lo'];
    const latency = await ticketSearchLatency(browser, server.url, {
      path: `/conference/ticket?selectedConferenceId=${SUMMIT_ID}`,
      field: 'Search tickets',
      queries: searchQueries,
      runs: RUNS,
    });
    console.log(
      `Ticket list search as you type (${SEEDED_TICKET_COUNTS[SUMMIT_ID]} tickets, staff, queries ${searchQueries.map((q) => `"${q}"`).join(', ')}): keydown to the next frame after the results changed`,
    );
    console.log(`  per key ${summary(latency)} over the ${latency.length} keys that changed the results\n`);
  }

  if (included('sizes')) {
    const sizes = measureBundle('dist');
    const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
    console.log('gzip bytes (level 9)');
    console.log(`  loader                     ${kb(sizes.loader)}`);
    console.log(`  shared runtime             ${kb(sizes.runtime)}`);
    console.log(`  loader + runtime           ${kb(sizes.loader + sizes.runtime)}  (budget 26 KB, checked in tests)`);
    console.log(`  react + react-dom          ${kb(sizes.react)}`);
    for (const [name, size] of Object.entries(sizes.blocks)) {
      console.log(`  block ${name.padEnd(20)} ${kb(size.chunk)} chunk, ${kb(size.added)} with its own shared code`);
    }
  }
} finally {
  await browser.close();
  for (const running of [server, loaderOnly, ...ideal.values()]) await running.close();
  await db.close();
}
