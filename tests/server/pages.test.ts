// @vitest-environment jsdom
// jsdom supplies a real HTML parser (DOMParser) to read the pages; the app itself runs as on Node.
import { parsePageConfig } from '#host/config.ts';
import { planFile } from '#runtime/plan-source.ts';
import { blockNames, type BlockName } from '../../registry/index.ts';
import {
  CONTENT_SECURITY_POLICY,
  EDITOR_CONTENT_SECURITY_POLICY,
  HOST_STYLESHEET,
  LOADER_SRC,
} from '../../server/pages/layout.ts';
import { blockSamples } from '../../server/pages/block-samples.ts';
import { pageUrl } from '../../server/pages/demo-page.ts';
import { demoPages } from '../../server/pages/routes.ts';
import { createTestApp, login, sameOriginHeaders, testPreloadManifest, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getPage(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers });
  expect(response.status).toBe(200);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return { response, doc };
}

function readConfig(doc: Document) {
  const scripts = doc.querySelectorAll('script[type="application/json"][data-cms-blocks-config]');
  expect(scripts).toHaveLength(1);
  const { config, problems } = parsePageConfig(scripts[0]?.textContent);
  expect(problems).toEqual([]);
  return config;
}

const pagePaths = demoPages.filter((page) => page.guard === 'public').map(pageUrl);
const adminPagePaths = demoPages.filter((page) => page.guard === 'admin').map(pageUrl);

describe('every demo page', () => {
  it.each(pagePaths)('%s has the strict CSP, the config script, one module script and the stylesheets', async (path) => {
    const { response, doc } = await getPage(path);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');

    expect(readConfig(doc)).toMatchObject({
      apiBaseUrl: '/',
      locale: 'en-US',
      country: 'USA',
      siteId: 'demo',
      editMode: false,
      user: null,
      guestOrderingEnabled: true,
      itemLinksEnabled: true,
    });
    const modules = [...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatch(/^\/assets\/cms-blocks\/[\w/-]+\.js$/);
    const stylesheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(stylesheets).toEqual(['/demo.css', HOST_STYLESHEET]);
    // Render-blocking stylesheets first: behind the module preloads they waited for a connection.
    const links = [...doc.querySelectorAll('link')].map((link) => link.getAttribute('rel'));
    if (links.includes('modulepreload')) expect(links.lastIndexOf('stylesheet')).toBeLessThan(links.indexOf('modulepreload'));
    expect(
      doc.querySelectorAll('style, [style], script:not([src]):not([type="application/json"]):not([type="application/ld+json"])'),
    ).toHaveLength(0);
    expect(doc.querySelector('nav a[href="/blocks"]')).not.toBeNull();
    expect(doc.querySelector('nav a[href="/products"]')).not.toBeNull();
  });

  it("starts fetching the loader, the runtime and the page's blocks from the head, in one round", async () => {
    const { doc } = await getPage('/cart');
    const preloads = [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const { loader, runtime, blocks } = testPreloadManifest;
    expect(preloads).toEqual([loader, ...runtime, planFile('cart'), ...blocks.cart].map((file) => `/assets/cms-blocks/${file}`));
    expect(doc.head.querySelector('link[rel="stylesheet"] ~ link[rel="stylesheet"]')?.getAttribute('href')).toBe(HOST_STYLESHEET);
  });

  it('marks the current page in the nav', async () => {
    const { doc } = await getPage('/blocks');
    expect([...doc.querySelectorAll('nav a[aria-current="page"]')].map((a) => a.getAttribute('href'))).toEqual(['/blocks']);
  });
});

describe('administrators-only pages (the CMS editor, the mail outbox)', () => {
  it("are the editor pages (a revision's view too), the media library and the mail outbox", () => {
    expect(adminPagePaths).toEqual([
      '/editor',
      '/editor/pages/new',
      '/editor/pages/demo-welcome',
      '/editor/pages/demo-welcome/revisions/1',
      '/editor/media',
      '/dev/outbox',
    ]);
  });

  it.each(adminPagePaths)('%s sends a visitor to log in and come back', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each(adminPagePaths)('%s refuses a customer and opens for an administrator, under the strict CSP', async (path) => {
    const refused = await t.app.request(path, { headers: { Cookie: await login(t.app, 'customer', 'customer_123') } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Only administrators can open this page.');
    const { response, doc } = await getPage(path, { Cookie: await login(t.app, 'admin', 'admin_123') });
    // the pages holding the editor allow style attributes, which TinyMCE writes; nothing else more
    // (a revision's read-only view holds no editor)
    expect(response.headers.get('Content-Security-Policy')).toBe(
      path.startsWith('/editor/pages/') && !path.includes('/revisions/')
        ? EDITOR_CONTENT_SECURITY_POLICY
        : CONTENT_SECURITY_POLICY,
    );
    expect(
      doc.querySelectorAll('style, [style], script:not([src]):not([type="application/json"]):not([type="application/ld+json"])'),
    ).toHaveLength(0);
  });

  it("widens the strict policy on the editor's pages by style attributes alone", () => {
    expect(EDITOR_CONTENT_SECURITY_POLICY).toBe(`${CONTENT_SECURITY_POLICY}; style-src-attr 'unsafe-inline'`);
  });

  it('the edit page holds the stored content in its form, for the editor to load', async () => {
    const { doc } = await getPage('/editor/pages/demo-welcome', { Cookie: await login(t.app, 'admin', 'admin_123') });
    expect(doc.querySelector<HTMLInputElement>('#cms-slug')?.value).toBe('welcome');
    expect(doc.querySelector('#cms-content')?.textContent).toContain('<div data-block="spacer-medium"></div>');
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/editor/cms.js');
  });

  it('previews posted content sanitised, in edit mode, for administrators only', async () => {
    const body = new URLSearchParams({
      title: 'Draft',
      content: '<p>Hi</p><script>alert(1)</script><div data-block="spacer-medium"></div>',
    });
    const post = (cookie?: string) =>
      t.app.request('/editor/preview', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...sameOriginHeaders,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body,
      });
    expect((await post()).status).toBe(303);
    expect((await post(await login(t.app, 'customer', 'customer_123'))).status).toBe(403);
    const response = await post(await login(t.app, 'admin', 'admin_123'));
    expect(response.status).toBe(200);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Preview: Draft');
    expect(doc.querySelector('main script')).toBeNull();
    // the slots are preview mounts, run by the editor's preview entry (a guest's reads, no writes), not by the loader
    expect(doc.querySelector('main [data-block]')).toBeNull();
    expect(doc.querySelector('main [data-cmsb-preview="spacer-medium"]')).not.toBeNull();
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/cms-blocks/editor-preview.js');
    expect(readConfig(doc).editMode).toBe(true);
  });
});

describe('page config', () => {
  it('carries the signed-in user and ?country=; edit mode is switched on by the user, not the address', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const { doc } = await getPage('/?country=PHL&edit=1', { Cookie: cookie });
    expect(readConfig(doc)).toMatchObject({
      country: 'PHL',
      editMode: false,
      user: { id: '1001', username: 'admin', status: 'E', isSu: true },
    });
  });

  it('ignores a country that is not a three-letter code', async () => {
    const { doc } = await getPage('/?country=%3Cscript%3E');
    expect(readConfig(doc).country).toBe('USA');
  });
});

describe('/', () => {
  const slotProps = (doc: Document, block: string) =>
    JSON.parse(doc.querySelector(`[data-block="${block}"]`)?.getAttribute('data-props') ?? 'null') as unknown;

  it('is the personal-site home: search, the banner as hero, the product circle, favourites, the free guide, contact and the cookie notice', async () => {
    const { doc } = await getPage('/');
    const names = [...doc.querySelectorAll('main [data-block]')].map((el) => el.getAttribute('data-block'));
    expect(names.filter((name) => !name?.startsWith('spacer-'))).toEqual([
      'site-search-box',
      'rotating-banner',
      'home-page-video',
      'product-circle',
      'home-page-products',
      'quick-shop',
      'downloadable-image',
      'contact-site-owner',
      'home-page-popups',
      'cookie-notice',
      'return-to-top',
    ]);
    const props = (block: string) => slotProps(doc, block);
    expect(props('quick-shop')).toEqual({ sections: [{ title: 'My favourites', productIds: ['P100', 'P101', 'P102'] }] });
    expect(props('downloadable-image')).toEqual({
      src: '/demo-images/wellness-guide-cover.svg',
      alt: 'Cover of the free wellness guide',
      label: 'Download my free wellness guide',
      downloadUrl: '/demo-images/wellness-guide-cover.svg?download=1',
      width: 800,
      height: 800,
    });
    expect(props('return-to-top')).toEqual({ threshold: 200 });
    expect(props('rotating-banner')).toMatchObject({ interval: 5000, aspectRatio: 3, xsAspectRatio: 1.5, slides: [{}, {}, {}] });
    expect(props('product-circle')).toMatchObject({ categories: [{}, {}, {}, {}, {}, {}] });
    expect(doc.querySelector('main a.demo-cta')?.getAttribute('href')).toBe('/products');
    expect(doc.querySelector('#contact-heading')?.textContent).toBe('Let’s talk');
    expect(doc.querySelector(`script[src="${LOADER_SRC}"]`)).not.toBeNull();
  });

  it('serves every picture, video and captions file its banner and product circle name, and links only to its own pages', async () => {
    const { doc } = await getPage('/');
    const props = (block: string) => slotProps(doc, block);
    const banner = props('rotating-banner') as { slides: { imageSrc: string; xsImageSrc: string; href: string }[] };
    const circle = props('product-circle') as {
      categories: { imageUrl: string; productUrl?: string; video?: { src: string; captionsSrc: string; poster: string } }[];
    };
    const files = [
      ...banner.slides.flatMap((slide) => [slide.imageSrc, slide.xsImageSrc]),
      ...circle.categories.flatMap((category) => [category.imageUrl, ...Object.values(category.video ?? {})]),
    ];
    for (const file of files) expect([file, (await t.app.request(file)).status]).toEqual([file, 200]);
    const pages = [
      ...banner.slides.map((slide) => slide.href),
      ...circle.categories.flatMap((category) => category.productUrl ?? []),
    ];
    for (const page of pages) expect([page, (await t.app.request(page)).status]).toEqual([page, 200]);
  });
});

/** Each slot's block name with its parsed props, in page order. */
function slotsOf(doc: Document) {
  return [...doc.querySelectorAll('[data-block]')].map((el) => ({
    block: el.getAttribute('data-block'),
    props: JSON.parse(el.getAttribute('data-props') ?? 'null') as unknown,
  }));
}

describe('/p/{detailPage}', () => {
  it('is the product page: one buy box (detail top), a mini cart, suggestions of its category and the owner’s badge', async () => {
    const { doc } = await getPage('/p/citrus-body-wash');
    expect(doc.querySelector('main h1')?.textContent).toBe('Citrus Body Wash');
    expect(slotsOf(doc)).toEqual([
      { block: 'product-detail-page-top', props: { productId: 'P105' } },
      { block: 'cart', props: { view: 'mini' } },
      { block: 'suggested-products-v3', props: { productId: 'P105', categoryName: 'Skin Care', count: 4 } },
      { block: 'certification-badge', props: { userId: '1002' } },
    ]);
  });

  it('answers the 404 page, with the strict CSP, for an unknown product', async () => {
    const response = await t.app.request('/p/no-such-product');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    expect(doc.querySelector('main h1')?.textContent).toBe('Product not found');
    expect(doc.querySelectorAll('[data-block]')).toHaveLength(0);
    expect(doc.querySelector('main a[href="/products"]')).not.toBeNull();
  });

  it.each(['a%00b', '%00', 'a.b'])('answers the 404 page, never 500, for the malformed detail page %s', async (detailPage) => {
    const response = await t.app.request(`/p/${detailPage}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});

describe('/quick-shop and /products', () => {
  it('/quick-shop holds the quick-shop block with two sections', async () => {
    const { doc } = await getPage('/quick-shop');
    expect(slotsOf(doc)).toEqual([
      {
        block: 'quick-shop',
        props: {
          sections: [
            { title: 'Essential oils', productIds: ['P100', 'P101'] },
            { title: 'Wellness', productIds: ['P102', 'P103', 'P106'] },
          ],
        },
      },
    ]);
  });

  it('/products holds the all-products block, six to a page', async () => {
    const { doc } = await getPage('/products');
    expect(slotsOf(doc)).toEqual([{ block: 'all-products', props: { pageSize: 6 } }]);
    expect([...doc.querySelectorAll('nav a[aria-current="page"]')].map((a) => a.getAttribute('href'))).toEqual(['/products']);
  });
});

describe('/blocks', () => {
  it('has one heading and one slot per registered block', async () => {
    const { doc } = await getPage('/blocks');
    const slots = [...doc.querySelectorAll('[data-block]')];
    expect(slots.map((el) => el.getAttribute('data-block'))).toEqual(blockNames);
    const headings = [...doc.querySelectorAll('section h2')].map((h) => h.textContent);
    expect(headings).toEqual(blockNames);
  });

  it('gives each block its sample props, when it has some', async () => {
    const { doc } = await getPage('/blocks');
    for (const el of doc.querySelectorAll('[data-block]')) {
      const sample = blockSamples[el.getAttribute('data-block') as BlockName];
      expect(JSON.parse(el.getAttribute('data-props') ?? 'null')).toEqual(sample ?? null);
    }
  });
});

describe('/demo/broken', () => {
  it('holds one broken slot of each kind and two working ones, each found by id', async () => {
    const { doc } = await getPage('/demo/broken');
    const slotOf = (id: string) => doc.getElementById(id);

    expect(slotOf('broken-invalid-json')?.getAttribute('data-block')).toBe('spacer-medium');
    expect(() => JSON.parse(slotOf('broken-invalid-json')?.getAttribute('data-props') ?? '') as unknown).toThrow();

    expect(slotOf('broken-invalid-props')?.getAttribute('data-block')).toBe('spacer-medium');
    expect(JSON.parse(slotOf('broken-invalid-props')?.getAttribute('data-props') ?? '')).toEqual({ spacing: 'huge' });

    expect(slotOf('broken-unknown-block')?.getAttribute('data-block')).toBe('promo-bar');
    expect(slotOf('working-spacer-medium')?.getAttribute('data-block')).toBe('spacer-medium');
    expect(slotOf('working-return-to-top')?.getAttribute('data-block')).toBe('return-to-top');
    expect(doc.querySelectorAll('[data-block]')).toHaveLength(5);
    expect(doc.querySelectorAll('section h2')).toHaveLength(5);
  });
});

describe('/bench', () => {
  it('writes n slots alternating spacer-medium, spacer-large and return-to-top', async () => {
    const { doc } = await getPage('/bench?n=7');
    const names = [...doc.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'));
    expect(names).toEqual([
      'spacer-medium',
      'spacer-large',
      'return-to-top',
      'spacer-medium',
      'spacer-large',
      'return-to-top',
      'spacer-medium',
    ]);
  });

  it('defaults to 200 slots and caps n at 1000', async () => {
    expect((await getPage('/bench')).doc.querySelectorAll('[data-block]')).toHaveLength(200);
    expect((await getPage('/bench?n=5000')).doc.querySelectorAll('[data-block]')).toHaveLength(1000);
  });

  it.each([
    ['/bench/baseline', '/assets/cms-blocks/bench/roots.js'],
    ['/bench/baseline-portals', '/assets/cms-blocks/bench/portals.js'],
  ])('%s has the same markup but loads its bare bundle instead of the loader, with no preload links', async (path, script) => {
    const bench = (await getPage('/bench?n=20')).doc;
    const baseline = (await getPage(`${path}?n=20`)).doc;
    expect(baseline.querySelector('main > h1 ~ *')?.outerHTML).toBe(bench.querySelector('main > h1 ~ *')?.outerHTML);
    expect(baseline.querySelectorAll('[data-block]')).toHaveLength(20);
    expect(baseline.querySelector('script[type="module"]')?.getAttribute('src')).toBe(script);
    expect(baseline.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('hydrates every slot at once, as the bare baselines mount every slot at once', async () => {
    const { doc } = await getPage('/bench?n=9');
    expect([...doc.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-hydrate'))).toEqual(Array(9).fill('load'));
  });
});

describe('/demo.css', () => {
  it('is served as CSS from the same origin', async () => {
    const response = await t.app.request('/demo.css');
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('.demo-main');
  });
});
