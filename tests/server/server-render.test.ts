// @vitest-environment jsdom
// jsdom supplies a real HTML parser (DOMParser) to read the pages; the app and the blocks render as on Node.
import { createApp, type App } from '../../server/app.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../../server/http/public-cache.ts';
import { demoProduct } from '../../server/db/seed-catalogue.ts';
import { productPage } from '../../server/pages/products.ts';
import * as serverEntry from '#server/index.ts';
import { createTestApp, login, testPreloadManifest, type TestApp } from './support/test-app.ts';

let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  // The package's server entry from source: what dist/server/index.js is built from.
  app = createApp({ db: t.db, distDir: t.distDir, serverRender: serverEntry });
});
afterAll(() => t.close());

const lavender = demoProduct('P100');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function page(path: string, cookie = '') {
  const response = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  return { response, html, doc: parse(html) };
}

/** What a visitor without JavaScript gets: the page with every script taken out. */
const withoutScripts = (doc: Document) => {
  const copy = doc.cloneNode(true) as Document;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  return copy;
};

const stateOf = (doc: Document) =>
  JSON.parse(doc.querySelector('script[data-cms-blocks-state]')?.textContent ?? 'null') as {
    queries: { queryKey: unknown[]; state: { data: unknown; status: string; error: unknown } }[];
  } | null;

describe('a product page rendered on the server', () => {
  it("shows the product's name, price, options and pictures with no script run", async () => {
    const { doc } = await page(productPage.samplePath);
    const slot = doc.querySelector('[data-block="product-detail-page-top"]');
    expect(slot?.hasAttribute('data-ssr')).toBe(true);
    const visible = withoutScripts(doc);
    const top = visible.querySelector('[data-block="product-detail-page-top"]');
    expect(top?.textContent).toContain(lavender.name);
    expect(top?.textContent).toContain('$12.50');
    const options = Array.from(
      top?.querySelectorAll('option, [role="radio"], input[type="radio"]') ?? [],
      (option) => option.textContent.trim() || (option.getAttribute('aria-label') ?? ''),
    ).join(' | ');
    for (const size of ['5 mL', '15 mL', '30 mL']) expect(`${options} ${top?.textContent}`).toContain(size);
    const images = Array.from(top?.querySelectorAll('img') ?? []);
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]?.getAttribute('src')).toMatch(/lavender-5ml-front/);
    // the main picture loads first, not lazily
    expect(images[0]?.getAttribute('loading')).not.toBe('lazy');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it("links the rendered blocks' stylesheets and carries their data for the browser, and nothing per visitor", async () => {
    const { doc, response } = await page(productPage.samplePath);
    // The block's stylesheet is just before its slot: it holds back only what follows it.
    const slot = doc.querySelector('[data-block="product-detail-page-top"]');
    expect(slot?.previousElementSibling?.outerHTML).toBe('<link rel="stylesheet" href="/assets/cms-blocks/styles/pdp-T3st.css">');
    expect(doc.head.querySelector('link[href$="pdp-T3st.css"]')).toBeNull();
    // The head has the host stylesheet; the module preloads follow the slots, so they are asked for after them.
    expect(doc.head.querySelector('link[rel="stylesheet"][href="/assets/cms-blocks/cms-blocks.css"]')).not.toBeNull();
    expect(doc.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const preloads = doc.body.querySelectorAll('link[rel="modulepreload"]');
    expect(preloads.length).toBeGreaterThan(0);
    expect(slot?.compareDocumentPosition(preloads[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const state = stateOf(doc);
    const keys = state?.queries.map((query) => query.queryKey) ?? [];
    expect(keys).toContainEqual(['api', `/api/products/${lavender.id}`]);
    // the cart is per visitor: never rendered on the server, so none of its data is in the state
    expect(doc.querySelector('[data-block="cart"]')?.hasAttribute('data-ssr')).toBe(false);
    expect(keys.some((key) => String(key[1]).startsWith('/api/cart'))).toBe(false);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Server-Timing')).toMatch(/^ssr;dur=[\d.]+/);
  });

  it('renders as a guest for a signed-in visitor too: the same server HTML and data', async () => {
    const guest = await page(productPage.samplePath);
    const cookie = await login(t.app, 'customer', 'customer_123');
    const signedIn = await page(productPage.samplePath, cookie);
    const rendered = (doc: Document) => Array.from(doc.querySelectorAll('[data-ssr]'), (slot) => slot.outerHTML);
    expect(rendered(signedIn.doc).length).toBeGreaterThan(0);
    expect(rendered(signedIn.doc)).toEqual(rendered(guest.doc));
    const data = (doc: Document) => stateOf(doc)?.queries.map(({ queryKey, state }) => ({ queryKey, data: state.data }));
    expect(data(signedIn.doc)).toEqual(data(guest.doc));
    // the page itself knows who is signed in (its config), the rendered blocks do not
    expect(signedIn.html).toContain('"username":"customer"');
    expect(rendered(signedIn.doc).join('')).not.toContain('customer');
  });

  it('leaves every block to the browser with ?render=client', async () => {
    const { doc } = await page(`${productPage.samplePath}?render=client`);
    expect(doc.querySelectorAll('[data-ssr]')).toHaveLength(0);
    expect(doc.querySelector('script[data-cms-blocks-state]')).toBeNull();
  });

  it('keeps a hostile product name inside its text and its state script', async () => {
    const hostile = '</script><script>alert(1)</script>\u2028 $1 $& <!-- & \u2029';
    await t.db.query('update products set name = $1 where id = $2', [hostile, lavender.id]);
    try {
      const clean = await page(`/p/${demoProduct('P101').detailPage}`);
      const { doc, html } = await page(productPage.samplePath);
      expect(html).not.toContain('<script>alert(1)');
      expect(doc.querySelectorAll('script')).toHaveLength(clean.doc.querySelectorAll('script').length);
      const product = stateOf(doc)?.queries.find(({ queryKey }) => queryKey[1] === `/api/products/${lavender.id}`);
      expect((product?.state.data as { name: string }).name).toBe(hostile);
      expect(doc.querySelector('[data-block="product-detail-page-top"]')?.textContent).toContain(hostile);
    } finally {
      await t.db.query('update products set name = $1 where id = $2', [lavender.name, lavender.id]);
    }
  });
});

describe('renderPage (cms-blocks/server)', () => {
  const config = { apiBaseUrl: '/', locale: 'en-US', country: 'USA', siteId: 'demo' };
  const options = {
    config,
    origin: 'http://localhost',
    assetsUrl: '/assets/cms-blocks/',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(app.fetch(new Request(input, init))),
  };

  it('fills what it can, writes empty what the browser refuses too, and says why; blocks for the browser only are no problem', async () => {
    const html = [
      '<div data-block="spacer-medium"><i>placeholder</i></div>',
      `<div data-block="product-detail-page-top" data-props='{"productId":7}'><i>bad props</i></div>`,
      '<div data-block="promo-bar"><i>unknown</i></div>',
      `<div data-block="spacer-medium" data-props='{"spacing": '><i>broken JSON</i></div>`,
      `<div data-block="cart" data-props='{"view":"huge"}'><i>bad props, per visitor</i></div>`,
      '<div data-block="cart"><i>per visitor</i></div>',
    ].join('');
    const page = await serverEntry.renderPage(html, options);
    expect(page.rendered).toEqual(['spacer-medium']);
    expect(page.problems.map(({ block, message }) => [block, message])).toEqual([
      ['product-detail-page-top', expect.stringContaining('productId')],
      ['promo-bar', 'Block "promo-bar": no such block'],
      ['spacer-medium', 'Block "spacer-medium": data-props is not a JSON object'],
      ['cart', expect.stringContaining('view')],
    ]);
    // refused slots are written empty and marked: host CSS collapses them before any script runs
    expect(page.html).toContain(`<div data-block="product-detail-page-top" data-props='{"productId":7}' data-ssr></div>`);
    expect(page.html).toContain('<div data-block="promo-bar" data-ssr></div>');
    expect(page.html).toContain(`<div data-block="spacer-medium" data-props='{"spacing": ' data-ssr></div>`);
    expect(page.html).toContain(`<div data-block="cart" data-props='{"view":"huge"}' data-ssr></div>`);
    expect(page.html).toContain('<div data-block="cart"><i>per visitor</i></div>');
    expect(page.html).not.toContain('<i>placeholder</i>');
  });

  it("writes a block with nothing to show (its product is gone) empty, with the server's 404 for the browser's first render", async () => {
    const html = `<div data-block="product-gallery" data-props='{"productId":"NOPE"}'><i>placeholder</i></div>`;
    const page = await serverEntry.renderPage(html, options);
    expect(page.rendered).toEqual(['product-gallery']);
    expect(page.problems).toEqual([]);
    expect(page.html).toBe(`<div data-block="product-gallery" data-props='{"productId":"NOPE"}' data-ssr></div>`);
    const [query] = stateOf(parse(page.head))?.queries ?? [];
    expect(query).toMatchObject({ queryKey: ['api', '/api/products/NOPE'], state: { status: 'error', error: { status: 404 } } });

    const failing = () => Promise.resolve(new Response('{}', { status: 503 }));
    const down = await serverEntry.renderPage(html, { ...options, fetch: failing });
    expect(down.html).toBe(html);
    expect(down.problems).toEqual([
      { block: 'product-gallery', message: expect.stringContaining('its data could not be loaded on the server') },
    ]);
  });

  it('gives two slots of one block ids of their own', async () => {
    const slot = `<div data-block="product-detail-page-top" data-props='{"productId":"P100"}'></div>`;
    const page = await serverEntry.renderPage(slot + slot, { ...options, manifest: testPreloadManifest });
    expect(page.rendered).toHaveLength(2);
    const ids = Array.from(parse(page.html).querySelectorAll('[id]'), (element) => element.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    // one link to the block's stylesheet, before the first of them
    expect(page.html.split('<link rel="stylesheet"')).toHaveLength(2);
    expect(page.html.indexOf('<link rel="stylesheet"')).toBe(0);
  });

  it('keeps the placeholder of a slot whose data does not come in time', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const html = `<div data-block="product-detail-page-top" data-props='{"productId":"P100"}'><i>wait</i></div>`;
    const page = await serverEntry.renderPage(html, { ...options, fetch: never, timeoutMs: 50 });
    expect(page.html).toBe(html);
    expect(page.head).toBe('');
    expect(page.problems).toEqual([
      {
        block: 'product-detail-page-top',
        message: 'Block "product-detail-page-top": its data did not come within 50 ms on the server',
      },
    ]);
  });
});

describe('GET /api/render', () => {
  const renderPath = (block: string, props: unknown, extra = '') =>
    `/api/render?block=${block}&props=${encodeURIComponent(JSON.stringify(props))}${extra}`;

  it('answers a rendered slot that shared caches may keep, the same with or without a session', async () => {
    const path = renderPath('product-detail-page-top', { productId: lavender.id });
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const body = (await response.json()) as { data: { rendered: boolean; html: string; head: string; stylesheets: string[] } };
    expect(body.data.rendered).toBe(true);
    const slot = parse(body.data.html).querySelector('[data-block="product-detail-page-top"][data-ssr]');
    expect(JSON.parse(slot?.getAttribute('data-props') ?? '')).toEqual({ productId: lavender.id });
    expect(slot?.textContent).toContain('$12.50');
    expect(body.data.stylesheets).toEqual(['/assets/cms-blocks/styles/pdp-T3st.css']);
    expect(body.data.head).toContain('data-cms-blocks-state');

    const cookie = await login(t.app, 'customer', 'customer_123');
    const signedIn = (await (await app.request(path, { headers: { Cookie: cookie } })).json()) as typeof body;
    // the same but for when the data was read
    const timeless = (text: string) => text.replace(/(dehydratedAt|dataUpdatedAt)(\\*"):\d+/g, '$1$2:0');
    expect(timeless(JSON.stringify(signedIn))).toBe(timeless(JSON.stringify(body)));
  });

  it('answers HTML to include as it is with format=html', async () => {
    const response = await app.request(renderPath('product-detail-page-top', { productId: lavender.id }, '&format=html'));
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const doc = parse(`<!doctype html><body>${await response.text()}`);
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/cms-blocks/styles/pdp-T3st.css');
    // the main picture's preload, which React writes for an image of high priority, is in the head part
    expect(doc.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toMatch(/lavender-5ml-front/);
    expect(doc.querySelector('[data-ssr] link')).toBeNull();
    expect(doc.querySelector('[data-ssr]')?.textContent).toContain(lavender.name);
    expect(doc.querySelector('script[data-cms-blocks-state]')).not.toBeNull();
  });

  it('answers the bare slot, not to be kept, for a block it does not render', async () => {
    for (const [block, props, problem] of [
      ['cart', {}, /renders in the browser only/],
      ['no-such-block', {}, /no such block/],
      ['product-detail-page-top', { productId: 42 }, /productId/],
    ] as const) {
      const response = await app.request(renderPath(block, props));
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const { data } = (await response.json()) as { data: { rendered: boolean; html: string; head: string; problem: string } };
      expect(data).toMatchObject({ rendered: false, head: '' });
      expect(data.problem).toMatch(problem);
      expect(data.html).toMatch(new RegExp(`^<div data-block="${block}"[^>]*></div>$`));
    }
  });

  it('refuses props that are not a JSON object and unknown formats', async () => {
    expect((await app.request('/api/render?block=spacer-medium&props=%5B1%5D')).status).toBe(422);
    expect((await app.request('/api/render?block=spacer-medium&format=xml')).status).toBe(422);
    expect((await app.request('/api/render?block=%3Cx%3E')).status).toBe(422);
  });
});
