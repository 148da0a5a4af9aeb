/**
 * The bench's "Server rendering" section (issue 37): the reference server's pages as it serves them
 * (public blocks rendered on the server) against the same pages with `?render=client` (every block
 * rendered in the browser), loads taking turns on the slow phone; and the server entry's own render
 * time per block, warm, in this process.
 */
import './register-css-hook.mjs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CLIENT_ONLY_PARAM, loadServerRenderer } from '../server/pages/server-render.ts';
import type { HostPageConfig } from '#host/page-config-json.ts';
import { CLS_PROBE, MOBILE_NETWORK, measure, median, ms, openPage, type Conditions } from './bench-load.ts';
import { LIBRARY_ASSETS } from './script-chain.ts';

/**
 * The slow phone of "what a visitor feels", twice: a first screen of 1280x800, where FCP, LCP and
 * CLS mean what they mean to a visitor (in a 6000-pixel viewport, LCP would pick a picture far down
 * the page and CLS would divide every shift by 6000); and the whole page in view at once, so the
 * slots that wait to be seen mount too, without the harness scrolling (no input, and no time of the
 * harness's choosing).
 */
const FIRST_SCREEN: Conditions = { throttle: 4, network: MOBILE_NETWORK, height: 800 };
const WHOLE_PAGE: Conditions = { throttle: 4, network: MOBILE_NETWORK, height: 6000 };

/**
 * A page's main content: inside the first slot of `slot`, every selector of `parts` has a match that
 * is shown in the viewport (not a placeholder's shape, not hidden, with text, or a picture that has
 * loaded). `live`: the slot whose Add to Cart is timed, working once the slot is mounted and holds
 * an enabled button of that name (a block mounts before its data has come, in the browser).
 */
interface MainContent {
  slot: string;
  parts: string[];
  live?: string;
}

const PAGES: readonly { path: string; main: MainContent; what: string }[] = [
  {
    path: '/p/lavender-essential-oil',
    what: "the product's name and price",
    main: {
      slot: 'product-detail-page-top',
      parts: ['.cmsb-detail-top__name', '.cmsb-purchase__price-value'],
      live: 'product-detail-page-top',
    },
  },
  {
    path: '/products',
    what: "a product card's name and price",
    main: { slot: 'all-products', parts: ['.cmsb-product-card__name', '.cmsb-product-card__price'] },
  },
  {
    path: '/',
    what: "the banner's first slide, its picture loaded",
    main: { slot: 'rotating-banner', parts: ['.cmsb-rotating-banner__image'] },
  },
];

/** Issue 37's goals, as server-rendered / client-only. */
const GOALS = { fcp: 1.05, main: 0.35, lcp: 0.6, live: 1.0 } as const;

/** How long the harness waits once the first screen has settled, so its last LCP candidate and shifts are in. */
const SETTLE_MS = 500;

const SETTLED = 'cms-blocks-bench:first-screen-settled';

/**
 * First contentful paint; LCP (its last entry: the harness gives no input); the first frame in
 * which the main content shows (a rAF poll: a picture loading or a stylesheet arriving is no
 * mutation); when the `live` slot's Add to Cart started to work (a MutationObserver: a click works
 * from the commit, not from a paint). Then, each frame, what the first screen still waits for: the
 * main content, Add to Cart, a slot in view not mounted, a picture in view not loaded; once
 * nothing, it says so on the console, as PROBE does. In a block of its own: init scripts share one
 * global scope, and CLS_PROBE declares names of its own.
 */
const firstScreenProbe = (main: MainContent) => `{
  const seen = (window.__serverRenderBench = {});
  const main = ${JSON.stringify(main)};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    seen.lcp = entry.startTime;
    const element = entry.element;
    // note: an element the browser's render replaced since is gone from the entry; its picture's path remains.
    seen.lcpElement = element
      ? element.tagName.toLowerCase() + (element.classList[0] ? '.' + element.classList[0] : '')
      : 'replaced ' + (entry.url ? new URL(entry.url).pathname : 'text');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
  };
  const shown = (element) => {
    if (element.closest('.cmsb-placeholder') || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || !inView(element)) return false;
    return element instanceof HTMLImageElement ? element.complete && element.naturalWidth > 0 : element.textContent.trim() !== '';
  };
  const mainShown = () => {
    const slot = document.querySelector('[data-block="' + main.slot + '"]');
    return slot !== null && main.parts.every((part) => [...slot.querySelectorAll(part)].some(shown));
  };
  const waitingFor = () => {
    if (seen.main === undefined) return 'the main content';
    if (main.live && seen.live === undefined) return 'a working Add to Cart';
    const slot = [...document.querySelectorAll('[data-block]')].find((slot) => inView(slot) && !['mounted', 'error'].includes(slot.getAttribute('data-block-state')));
    if (slot) return 'the slot of ' + slot.getAttribute('data-block') + ' (' + slot.getAttribute('data-block-state') + ')';
    const image = [...document.images].find((image) => !image.complete && inView(image));
    return image ? 'the picture ' + image.src : null;
  };
  const look = () => {
    if (seen.main === undefined && mainShown()) seen.main = performance.now();
    seen.waiting = waitingFor();
    if (seen.waiting === null) console.log('${SETTLED}');
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  if (main.live) {
    const works = (button) => button.textContent.includes('Add to Cart') && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
    new MutationObserver((mutations, observer) => {
      const slot = document.querySelector('[data-block="' + main.live + '"][data-block-state="mounted"]');
      if (!slot || ![...slot.querySelectorAll('button')].some(works)) return;
      seen.live = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-block-state', 'disabled', 'aria-disabled'] });
  }
}`;

interface Seen {
  waiting?: string | null;
  fcp?: number;
  lcp?: number;
  lcpElement?: string;
  main?: number;
  live?: number;
}

interface Load {
  firstByte: number;
  fcp: number;
  main: number;
  lcp: number;
  lcpElement: string;
  live: number;
  cls: number;
  /** The document's body (decoded), gzip level 9. */
  htmlGzip: number;
  /** The Server-Timing header's ssr duration and block count; NaN on a client-only page. */
  ssrMs: number;
  ssrBlocks: number;
  /** From the whole page's load: every island mounted, and its API requests. */
  all: number;
  /** Requests whose path starts with /api/products or /api/suggested-products. */
  productCalls: number;
  /** Requests for data the server-rendered page carries in its state script. */
  refetches: number;
}

const STATE_SCRIPT = /<script type="application\/json" data-cms-blocks-state>([\s\S]*?)<\/script>/;
const CONFIG_SCRIPT = /<script type="application\/json" data-cms-blocks-config>([\s\S]*?)<\/script>/;

/** `/api/x?b=1&a=2` as `/api/x?a=2&b=1`, one encoding: a query key and a request for the same data compare equal. */
function normalPath(path: string): string {
  const url = new URL(path, 'http://bench.invalid');
  url.searchParams.sort();
  return url.pathname + url.search;
}

/** The API paths of the queries a server-rendered page carries (TanStack keys `['api', path]`). */
function stateKeys(html: string): Set<string> {
  const text = STATE_SCRIPT.exec(html)?.[1];
  if (text === undefined) return new Set();
  const { queries } = JSON.parse(text) as { queries: { queryKey: unknown[] }[] };
  const keys = queries.flatMap(({ queryKey: [kind, path] }) =>
    kind === 'api' && typeof path === 'string' ? [normalPath(path)] : [],
  );
  if (keys.length !== queries.length)
    throw new Error(`the state script holds query keys the bench cannot read: ${text.slice(0, 200)}`);
  return new Set(keys);
}

const isProductCall = (path: string) => path.startsWith('/api/products') || path.startsWith('/api/suggested-products');

type FirstScreen = Omit<Load, 'all' | 'productCalls' | 'refetches'>;

/** One load of `url` on the phone's first screen, until it has settled. */
async function firstScreen(browser: Browser, url: string, main: MainContent): Promise<FirstScreen> {
  const { context, page } = await openPage(browser, FIRST_SCREEN);
  await page.addInitScript(CLS_PROBE);
  await page.addInitScript(firstScreenProbe(main));
  const settled = page.waitForEvent('console', { predicate: (message) => message.text() === SETTLED, timeout: 60_000 });
  const response = await page.goto(url, { waitUntil: 'commit' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  await settled.catch(async (error: unknown) => {
    const { waiting } = await page.evaluate(() => (window as unknown as { __serverRenderBench: Seen }).__serverRenderBench);
    throw new Error(`${url}: the first screen did not settle, waiting for ${waiting ?? 'its first frame'}`, { cause: error });
  });
  await page.waitForTimeout(SETTLE_MS);
  const probed = await page.evaluate(() => {
    const inPage = window as unknown as { __cls: number; __serverRenderBench: Seen };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { ...inPage.__serverRenderBench, cls: inPage.__cls, firstByte: navigation?.responseStart ?? Number.NaN };
  });
  const html = await response.body();
  const timing = /ssr;dur=([\d.]+);desc="(\d+) blocks"/.exec((await response.allHeaders())['server-timing'] ?? '');
  await context.close();
  return {
    firstByte: probed.firstByte,
    fcp: probed.fcp ?? Number.NaN,
    // note: a rAF callback runs before its frame paints; content seen in the first frame shows with the first paint.
    main: Math.max(probed.main ?? Number.NaN, probed.fcp ?? Number.NaN),
    lcp: probed.lcp ?? Number.NaN,
    lcpElement: probed.lcpElement ?? 'none',
    live: probed.live ?? Number.NaN,
    cls: probed.cls,
    htmlGzip: gzipSync(html, { level: 9 }).length,
    ssrMs: Number(timing?.[1] ?? Number.NaN),
    ssrBlocks: Number(timing?.[2] ?? Number.NaN),
  };
}

/** One load of `url` with the whole page in view, until every island mounted: when, and the API requests it made. */
async function wholePage(browser: Browser, url: string, serverData: Set<string>) {
  const origin = new URL(url).origin;
  const paths: string[] = [];
  const { all } = await measure(browser, url, WHOLE_PAGE, (page) =>
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.origin === origin) paths.push(requested.pathname + requested.search);
    }),
  );
  return {
    all,
    productCalls: paths.filter(isProductCall).length,
    refetches: paths.filter((path) => serverData.has(normalPath(path))).length,
  };
}

/** A median of the runs that saw the moment; "never" when none did, "(n/m)" when only some did. */
function cell(values: number[], format: (n: number) => string): string {
  const seen = values.filter((value) => !Number.isNaN(value));
  if (seen.length === 0) return 'never';
  const text = `${format(median(seen))} (${format(Math.min(...seen))}–${format(Math.max(...seen))})`;
  return seen.length < values.length ? `${text} ${seen.length}/${values.length} runs` : text;
}

const ratioOf = (ssr: number[], client: number[]) =>
  median(ssr.filter((n) => !Number.isNaN(n))) / median(client.filter((n) => !Number.isNaN(n)));

const COLUMN = 30;
const line = (label: string, ssr: string, client: string, ratio: string, goal: string) =>
  console.log(`    ${label.padEnd(24)} ${ssr.padEnd(COLUMN)} ${client.padEnd(COLUMN)} ${ratio.padEnd(11)} ${goal}`.trimEnd());

/** A goal is either a ratio to client-only rendering (`ratio`) or a check of its own (`met`, with its text). */
type Goal = { ratio: number } | { text: string; met: boolean };

function row(label: string, ssr: number[], client: number[], format: (n: number) => string, goal?: Goal) {
  const ratio = ratioOf(ssr, client);
  const ratioText = Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '—';
  const goalText =
    goal === undefined
      ? ''
      : 'ratio' in goal
        ? `<= ${goal.ratio.toFixed(2)}x: ${ratio <= goal.ratio ? 'met' : 'MISSED'}`
        : `${goal.text}: ${goal.met ? 'met' : 'MISSED'}`;
  line(label, cell(ssr, format), cell(client, format), ratioText, goalText);
}

const count = (n: number) => String(n);
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const shift = (n: number) => n.toFixed(3);

/**
 * Loads each page `runs` times server-rendered and `runs` times with `?render=client`, taking turns
 * (the first screen, then the whole page), and prints the medians side by side with their ratio and
 * the issue's goals. Returns the server's render time per block of each server-rendered load
 * (Server-Timing / blocks rendered).
 */
export async function serverRenderLoads(browser: Browser, origin: string, runs: number): Promise<number[]> {
  console.log(
    `Server rendering (issue 37): as served (public blocks rendered on the server) vs ?${CLIENT_ONLY_PARAM}=client, ${runs} runs each taking turns, a fresh context per load; 150 ms round trip, 1.6/0.75 Mbps, 4x CPU`,
  );
  console.log(
    `  median (min–max) of ${runs} runs, ms from navigation. First screen (1280x${FIRST_SCREEN.height}, until its slots mounted and pictures loaded, +${SETTLE_MS} ms): first byte, FCP, main content, LCP, Add to Cart, CLS, HTML (gzip -9 of the document).`,
  );
  console.log(
    `  Whole page in view (1280x${WHOLE_PAGE.height}): every island mounted, API requests (refetched: requests for the queries in the server-rendered page's state script).`,
  );
  const started = performance.now();
  const perBlock: number[] = [];
  for (const { path, main, what } of PAGES) {
    const url = `${origin}${path}`;
    // note: warms the server's render of this page (and gives its state script) before any timed load.
    let html = '';
    for (let i = 0; i < 3; i++) html = await (await fetch(url)).text();
    const serverData = stateKeys(html);
    const ssr: Load[] = [];
    const client: Load[] = [];
    const clientUrl = `${url}?${CLIENT_ONLY_PARAM}=client`;
    for (let run = 0; run < runs; run++) {
      const ssrScreen = await firstScreen(browser, url, main);
      const clientScreen = await firstScreen(browser, clientUrl, main);
      ssr.push({ ...ssrScreen, ...(await wholePage(browser, url, serverData)) });
      client.push({ ...clientScreen, ...(await wholePage(browser, clientUrl, serverData)) });
    }
    const series = (loads: Load[], key: keyof Omit<Load, 'lcpElement'>) => loads.map((one) => one[key]);
    const both = (key: keyof Omit<Load, 'lcpElement'>) => [series(ssr, key), series(client, key)] as const;
    perBlock.push(...ssr.map((one) => one.ssrMs / one.ssrBlocks));
    console.log(
      `  ${path} (main content: ${what}; the server rendered ${median(series(ssr, 'ssrBlocks'))} blocks in ${cell(series(ssr, 'ssrMs'), ms)}, Server-Timing)`,
    );
    line('', 'server-rendered', `?${CLIENT_ONLY_PARAM}=client`, 'ssr/client', 'goal');
    row('first byte', ...both('firstByte'), ms);
    row('first contentful paint', ...both('fcp'), ms, { ratio: GOALS.fcp });
    row('main content visible', ...both('main'), ms, { ratio: GOALS.main });
    row('LCP', ...both('lcp'), ms, { ratio: GOALS.lcp });
    if (main.live) row('working Add to Cart', ...both('live'), ms, { ratio: GOALS.live });
    row('every island mounted', ...both('all'), ms);
    const [ssrCls, clientCls] = both('cls');
    row('CLS', ssrCls, clientCls, shift, { text: "<= today's", met: median(ssrCls) <= median(clientCls) });
    row('product API calls', ...both('productCalls'), count);
    const [ssrRefetches, clientFetches] = both('refetches');
    row(`refetched (${serverData.size} in state)`, ssrRefetches, clientFetches, count, {
      text: '0 in every run',
      met: Math.max(...ssrRefetches) === 0,
    });
    row('HTML bytes gzip', ...both('htmlGzip'), kb);
    const elements = (loads: Load[]) => [...new Set(loads.map((one) => one.lcpElement))].join(', ');
    line('LCP element', elements(ssr), elements(client), '', '');
  }
  console.log(`  ${PAGES.length * runs * 4} loads in ${Math.round((performance.now() - started) / 1000)} s\n`);
  return perBlock;
}

/** Answers each URL from memory after its first real fetch: a render then waits for no server. */
function fetchFromMemory(): typeof fetch {
  const answers = new Map<string, Promise<{ body: ArrayBuffer; status: number; type: string }>>();
  return async (input, init) => {
    const request = new Request(input, init);
    let answer = answers.get(request.url);
    if (!answer) {
      answer = fetch(request).then(async (response) => ({
        body: await response.arrayBuffer(),
        status: response.status,
        type: response.headers.get('Content-Type') ?? 'application/json',
      }));
      answers.set(request.url, answer);
    }
    const { body, status, type } = await answer;
    return new Response(body.slice(0), { status, headers: { 'Content-Type': type } });
  };
}

const WARM_UP = 5;
const TIMED = 20;

/** The median time of `TIMED` calls of `render` after `WARM_UP`, and the problem a call reported, if any. */
async function timeRenders(render: () => Promise<{ problem: string | null }>) {
  const times: number[] = [];
  let problem: string | null = null;
  for (let i = 0; i < WARM_UP + TIMED; i++) {
    const started = performance.now();
    const rendered = await render();
    if (i >= WARM_UP) times.push(performance.now() - started);
    problem ??= rendered.problem;
  }
  return { time: median(times), problem };
}

/**
 * Every server-renderable block rendered through the built server entry (dist/server/index.js)
 * with its authoring example, its data from the reference server at `origin`; each call is a
 * fresh render (renderSlot makes a new query cache), so it is timed with its data fetched from
 * the server and again with the answers kept in memory (render, fetch, render again, without the
 * server's time). `pageMsPerBlock`: the pages' Server-Timing durations divided by their blocks.
 */
export async function serverRenderPerBlock(origin: string, pageMsPerBlock: number[]) {
  const renderer = await loadServerRenderer('dist');
  if (!renderer) throw new Error('dist/server/index.js is missing: run `npm run build` first');
  // note: imported here, after register-css-hook.mjs has taught Node the blocks' `.css?inline` imports.
  const { blockNames, registry } = await import('../registry/index.ts');
  const { authoring } = await import('../registry/authoring.ts');
  const configText = CONFIG_SCRIPT.exec(await (await fetch(`${origin}/p/lavender-essential-oil`)).text())?.[1];
  if (configText === undefined) throw new Error('the product page has no page config');
  const options = { config: JSON.parse(configText) as HostPageConfig, origin, assetsUrl: LIBRARY_ASSETS };
  const memory = { ...options, fetch: fetchFromMemory() };
  console.log(
    `  server render per block, warm, this machine (renderSlot from dist/server, authoring example, ${WARM_UP} warm-up then the median of ${TIMED}): data fetched from the server / data from memory`,
  );
  const blocks: string[] = [];
  const fetched: number[] = [];
  const fromMemory: number[] = [];
  for (const block of blockNames) {
    if (!(await registry[block]()).default.serverRender) continue;
    const slot = { block, props: (authoring[block].example ?? {}) as Record<string, unknown> };
    const total = await timeRenders(() => renderer.renderSlot(slot, options));
    const cached = await timeRenders(() => renderer.renderSlot(slot, memory));
    blocks.push(block);
    fetched.push(total.time);
    fromMemory.push(cached.time);
    const problem = total.problem ?? cached.problem;
    console.log(
      `    ${block.padEnd(32)} ${total.time.toFixed(1).padStart(6)} ms ${cached.time.toFixed(1).padStart(6)} ms${problem ? `   not rendered: ${problem}` : ''}`,
    );
  }
  const goal = 5;
  const verdict = (n: number) => `${n.toFixed(1)} ms (goal <= ${goal} ms: ${n <= goal ? 'met' : 'MISSED'})`;
  const worst = blocks[fromMemory.indexOf(Math.max(...fromMemory))] ?? '';
  console.log(
    `    ${`median of ${fetched.length} blocks`.padEnd(32)} ${median(fetched).toFixed(1).padStart(6)} ms ${median(fromMemory).toFixed(1).padStart(6)} ms`,
  );
  console.log(`    from memory: median ${verdict(median(fromMemory))}, slowest ${worst} ${verdict(Math.max(...fromMemory))}`);
  console.log(
    `    the pages' Server-Timing / blocks rendered (data fetched in-process), median of ${pageMsPerBlock.length} loads: ${verdict(median(pageMsPerBlock))}\n`,
  );
}
