import { brotliDecompressSync } from 'node:zlib';
import { SEARCH_STAGING_HOSTNAME } from '#contracts/site-search.ts';
import { demoProduct } from '../../server/db/seed-catalogue.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../../server/http/public-cache.ts';
import { startGuestCart } from './support/cart.ts';
import { createTestApp, login, send, type TestApp } from './support/test-app.ts';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, 'distributor', 'distributor_123');
});
afterAll(() => t.close());

const PRODUCT_LIST = '/api/products?page=1&pageSize=20';
const PRIVATE = 'private, no-store';
const lavender = demoProduct('P100');

/** One sample of each public read (server/http/public-cache.ts: PUBLIC_READ_PATHS). */
const PUBLIC_READS = [
  PRODUCT_LIST,
  `/api/products/${lavender.id}`,
  `/api/products/by-page/${lavender.detailPage}`,
  '/api/suggested-products/cart-system/US-1/product-category-name/Wellness',
  `/api/v2/search-rat/search?hostname=${SEARCH_STAGING_HOSTNAME}&q=lavender`,
  '/api/cookie-notice-message',
  '/api/pws/site-settings-section/demo',
  '/api/pws/sites/demo/home-page-video',
  '/api/v2/pws/coupons/public-config',
  '/api/resource/country-rules/USA',
];

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const varies = (response: Response) => (response.headers.get('Vary') ?? '').split(/\s*,\s*/);

describe('a public read as a guest', () => {
  it.each(PUBLIC_READS)('%s may be kept a minute by any cache, with an ETag of its bytes', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[^"]+"$/);
    expect(varies(response)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Encoding']));
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 once the answer changes', async () => {
    const first = await get(PRODUCT_LIST);
    const etag = first.headers.get('ETag') ?? '';
    expect((await get(PRODUCT_LIST)).headers.get('ETag')).toBe(etag);

    const unchanged = await get(PRODUCT_LIST, { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect([unchanged.headers.get('ETag'), unchanged.headers.get('Cache-Control')]).toEqual([etag, PUBLIC_READ_CACHE_CONTROL]);
    expect(varies(unchanged)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Encoding']));
    expect((await get(PRODUCT_LIST, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(PRODUCT_LIST, { 'If-None-Match': '"other"' })).status).toBe(200);

    await t.db.query("update products set name = 'Lavender Oil, renamed' where id = $1", [lavender.id]);
    try {
      const changed = await get(PRODUCT_LIST, { 'If-None-Match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('ETag')).not.toBe(etag);
      expect(await changed.text()).toContain('Lavender Oil, renamed');
    } finally {
      await t.db.query('update products set name = $1 where id = $2', [lavender.name, lavender.id]);
    }
  });

  it('sends it compressed with the same ETag, which revalidates the compressed and the plain copy alike', async () => {
    const plain = await get(PRODUCT_LIST);
    const compressed = await get(PRODUCT_LIST, { 'Accept-Encoding': 'br' });
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(compressed.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')).toBe(await plain.text());

    const etag = compressed.headers.get('ETag') ?? '';
    const again = await get(PRODUCT_LIST, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([again.status, again.headers.get('Content-Encoding'), again.headers.get('ETag')]).toEqual([304, null, etag]);
    expect((await get(PRODUCT_LIST, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('keeps an answer that is not a 200 out of caches', async () => {
    for (const path of ['/api/products/NOPE', '/api/products?page=x']) {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect([response.headers.get('Cache-Control'), response.headers.get('ETag')]).toEqual([PRIVATE, null]);
    }
  });
});

describe('per-visitor answers', () => {
  it.each(PUBLIC_READS)('%s with a session is private, no-store, without an ETag', async (path) => {
    const response = await get(path, { Cookie: member });
    expect(response.status).toBe(200);
    expect([response.headers.get('Cache-Control'), response.headers.get('ETag')]).toEqual([PRIVATE, null]);
    expect(varies(response)).toContain('Cookie');
  });

  it('keeps a member-only answer out of caches: the site owner may edit, a guest may not', async () => {
    const owner = await get('/api/pws/site-settings-section/demo', { Cookie: member });
    expect(((await owner.json()) as { data: { canEdit: boolean } }).data.canEdit).toBe(true);
    expect(owner.headers.get('Cache-Control')).toBe(PRIVATE);
    const guest = await get('/api/pws/site-settings-section/demo');
    expect(((await guest.json()) as { data: { canEdit: boolean } }).data.canEdit).toBe(false);
  });

  it("makes an expired or unknown session private too: only the cookie's presence counts", async () => {
    const response = await get(PRODUCT_LIST, { Cookie: 'cmsb_session=not-a-session' });
    expect([response.status, response.headers.get('Cache-Control'), response.headers.get('ETag')]).toEqual([200, PRIVATE, null]);
  });

  it('marks the cart and the session private, no-store, for a guest and a member', async () => {
    const guestCart = await startGuestCart(t.app);
    for (const [path, cookie] of [
      ['/api/cart/order/current', guestCart],
      ['/api/cart/order/current', member],
      ['/api/session', ''],
      ['/api/session', member],
    ] as const) {
      const response = await send(t.app, 'GET', path, cookie);
      expect(response.status).toBe(200);
      expect([response.headers.get('Cache-Control'), response.headers.get('ETag')]).toEqual([PRIVATE, null]);
    }
  });

  it('marks a page, which shows who is signed in, private, no-store', async () => {
    const page = await get(`/p/${lavender.detailPage}`);
    expect([page.status, page.headers.get('Cache-Control')]).toEqual([200, PRIVATE]);
  });
});
