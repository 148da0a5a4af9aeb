import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registry } from '../../registry/index.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, openPage, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();

/** The 20 public blocks the server renders (their definitions say so; the unit tests check which). */
async function serverRenderedBlocks(): Promise<string[]> {
  const names: string[] = [];
  for (const [name, load] of Object.entries(registry)) if ((await load()).default.serverRender) names.push(name);
  return names;
}

const mismatches = (messages: string[]) => messages.filter((message) => message.includes("differs from the server's HTML"));

/** Product API calls, by path, the page makes. */
function countProductCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/products') || pathname.startsWith('/api/suggested-products')) calls.push(pathname);
  });
  return calls;
}

describe('server-rendered blocks in the browser', () => {
  it("every server-renderable block of the gallery is taken over with the server's text and elements, none reported", async () => {
    const blocks = await serverRenderedBlocks();
    expect(blocks).toHaveLength(20);
    const context = await newContext();
    const { page, problems } = await openPage(context, '/blocks');
    await waitForSettledSlots(page);
    const rendered = await page.$$eval('[data-ssr]', (slots) => [
      ...new Set(slots.map((slot) => slot.getAttribute('data-block'))),
    ]);
    // every server-renderable block that the gallery holds came from the server (none failed there)
    const inGallery = await page.$$eval('[data-block]', (slots) => [
      ...new Set(slots.map((slot) => slot.getAttribute('data-block'))),
    ]);
    expect(rendered.sort()).toEqual(blocks.filter((block) => inGallery.includes(block)).sort());
    expect(rendered.length).toBeGreaterThanOrEqual(20);
    expect(mismatches(problems.blockErrors)).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    // once live, no server HTML is left beside a block
    expect(
      await page.$$eval(
        '[data-ssr]',
        (slots) => slots.filter((slot) => slot.querySelector(':scope > [data-cms-blocks-island]') === null).length,
      ),
    ).toBe(0);
    // 20 blocks twice (without scripts, then taken over): 9 to 12.5 s alone, past 30 s in a full run,
    // and past 60 s once in a 24-minute full run on a busy machine
  }, 90_000);

  it('shows the product page before any script, takes it over without a refetch or a shift, and adds to the cart', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // The HTML alone first: the name and price are there with no script run.
    await context.route('**/assets/cms-blocks/cms-blocks.js', (route) => route.abort());
    await page.goto(new URL('/p/lavender-essential-oil', baseUrl()).href);
    const top = page.locator('[data-block="product-detail-page-top"]');
    expect(await top.getByRole('heading', { name: 'Lavender Essential Oil' }).isVisible()).toBe(true);
    expect(await top.getByText('$12.50').first().isVisible()).toBe(true);
    // styled by the block's own stylesheet file, before its code: the main picture sits beside the text
    const box = await top.locator('img').first().boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    await context.unroute('**/assets/cms-blocks/cms-blocks.js');

    const live = await openPage(context, '/p/lavender-essential-oil');
    const livePage = live.page;
    const liveCalls = countProductCalls(livePage);
    await waitForSettledSlots(livePage);
    expect(mismatches(live.problems.blockErrors)).toEqual([]);
    expect(await livePage.locator('[data-block="product-detail-page-top"]').getAttribute('data-block-state')).toBe('mounted');
    // the product's data came with the page: the browser asked for none of it again
    expect(liveCalls.filter((path) => path === '/api/products/P100')).toEqual([]);
    await expectSteadyLayout(livePage);
    await livePage.locator('[data-block="product-detail-page-top"]').getByRole('button', { name: 'Add to Cart' }).click();
    await livePage
      .locator('[data-block="cart"]')
      .getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' })
      .waitFor();
    await expectNoAxeViolations(livePage);
  });

  it('repeats a click on Add to Cart made before the block was live', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // Hold the block's code back until the visitor has clicked the server's button.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/cms-blocks\/blocks\/product-detail-page-top-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/p/lavender-essential-oil', baseUrl()).href);
    const top = page.locator('[data-block="product-detail-page-top"]');
    await top.getByRole('button', { name: '15 mL' }).click();
    await top.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await top.getAttribute('data-block-state')).toBe('pending');
    release();
    await page
      .locator('[data-block="cart"]')
      .getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 15 mL' })
      .waitFor();
    expect(await page.locator('[data-block="cart"]').getByRole('spinbutton').count()).toBe(1);
  });

  it('writes a block whose product is gone empty, taking no space before or after the scripts, with no fetch or flash', async () => {
    const context = await newContext();
    // A host that includes the render endpoint's answer (an edge-side include) on one of its pages.
    const props = encodeURIComponent(JSON.stringify({ productId: 'P990' }));
    const answer = await context.request.get(new URL(`/api/render?block=product-gallery&props=${props}`, baseUrl()).href);
    const { html, head } = ((await answer.json()) as { data: { html: string; head: string } }).data;
    expect(html).toMatch(/^<div data-block="product-gallery" [^>]* data-ssr><\/div>$/);
    await context.route(new URL('/demo/broken', baseUrl()).href, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace('</head>', `${head}</head>`)
        .replace('</main>', html.replace('<div ', '<div id="gone-gallery" ') + '</main>');
      await route.fulfill({ response, body });
    });
    const height = (page: Page) => page.$eval('#gone-gallery', (slot) => slot.getBoundingClientRect().height);

    await context.route('**/assets/cms-blocks/cms-blocks.js', (route) => route.abort());
    const before = await context.newPage();
    await before.goto(new URL('/demo/broken', baseUrl()).href);
    expect(await height(before)).toBe(0);
    await context.unroute('**/assets/cms-blocks/cms-blocks.js');

    const calls: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products')) calls.push(request.url());
    });
    const { page, problems } = await openPage(context, '/demo/broken');
    await waitForSettledSlots(page);
    expect(await page.locator('#gone-gallery').getAttribute('data-block-state')).toBe('error');
    expect(await height(page)).toBe(0);
    // its first render in the browser was the server's (empty), from the server's answer: no new try, no loading box
    expect(calls).toEqual([]);
    expect(mismatches(problems.blockErrors)).toEqual([]);
    expect(problems.blockErrors).toContain('Block "product-gallery": there is no product P990.');
  });

  it('keeps the space of a block whose server HTML is an element without content (a spacer), before and after the scripts', async () => {
    const context = await newContext();
    const spacerHeights = (page: Page) =>
      page.$$eval('[data-block="spacer-medium"]', (slots) => slots.map((slot) => slot.getBoundingClientRect().height));
    await context.route('**/assets/cms-blocks/cms-blocks.js', (route) => route.abort());
    const before = await context.newPage();
    await before.goto(new URL('/', baseUrl()).href);
    expect(await before.locator('[data-block="spacer-medium"][data-ssr]').count()).toBe(4);
    expect(await spacerHeights(before)).toEqual([40, 40, 40, 40]);
    await context.unroute('**/assets/cms-blocks/cms-blocks.js');

    const { page } = await openPage(context, '/');
    await waitForSettledSlots(page);
    expect(await spacerHeights(page)).toEqual([40, 40, 40, 40]);
  });

  it('writes no box where a server-rendered picture failed before its block was live', async () => {
    const context = await newContext();
    const props = { src: '/media/deleted-guide.png', alt: 'Guide', label: 'Download the guide', downloadUrl: '/media/guide.pdf' };
    const answer = await context.request.get(
      new URL(`/api/render?block=downloadable-image&props=${encodeURIComponent(JSON.stringify(props))}`, baseUrl()).href,
    );
    const { html, head } = ((await answer.json()) as { data: { html: string; head: string } }).data;
    await context.route(new URL('/demo/broken', baseUrl()).href, async (route) => {
      const response = await route.fetch();
      // first in the page, so the picture (which loads when it comes into view) loads at once
      const body = (await response.text())
        .replace('</head>', `${head}</head>`)
        .replace(/<main[^>]*>/, (main) => main + html.replace('<div ', '<div id="gone-picture" '));
      await route.fulfill({ response, body });
    });
    // the block's code waits until the picture has failed: React hears no error event of it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/blocks\/downloadable-image-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    const { page } = await openPage(context, '/demo/broken');
    // note: a lazy picture does not hold the load event back, so its failure is awaited on its own
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('#gone-picture img');
      return image?.complete === true && image.naturalWidth === 0;
    });
    release();
    // note: React sets the picture's address again when it takes the HTML over, so the failure
    // comes back as an error event after the slot is `mounted`: wait for `error`, not for settled
    await page.waitForSelector('#gone-picture[data-block-state="error"]', { state: 'attached' });
    expect(await page.$eval('#gone-picture', (slot) => slot.getBoundingClientRect().height)).toBe(0);
  });

  it('shows a signed-in visitor their own view after the guest HTML, with no report', async () => {
    const context = await newContext('customer');
    const { page, problems } = await openPage(context, '/p/lavender-essential-oil');
    await waitForSettledSlots(page);
    expect(mismatches(problems.blockErrors)).toEqual([]);
    expect(await page.locator('[data-block="product-detail-page-top"]').getByText('Sign in to subscribe.').count()).toBe(0);
  });
});
