import * as v from 'valibot';
import { REFERENCE_SEARCH_LIMIT, referencesEndpoint, uploadMediaEndpoint, type ReferenceItem } from '#contracts/references.ts';
import { formatMoney } from '#format/money.ts';
import type { Db } from '../../../server/db/database.ts';
import { demoImageUrls, demoProduct } from '../../../server/db/seed-catalogue.ts';
import { SUMMIT_ID } from '../../../server/db/seed-conference.ts';
import { featuredDemoEvent } from '../../../server/db/seed-site-forms.ts';
import type { Envelope } from '../../../server/http/envelope.ts';
import { pngBytes } from './image-bytes.ts';
import { createTestApp, login, sameOriginHeaders, type TestApp } from './test-app.ts';

/**
 * The pickers' searches and lookups (GET /api/cms/references/{kind}), run the same on PGlite
 * (cms-references.test.ts) and on a real PostgreSQL (cms-references-postgres.test.ts).
 */
export function describeReferences(name: string, open?: () => Promise<Db>, timeout = 60_000) {
  describe(`references on ${name}`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(open && (await open()));
      admin = await login(t.app, 'admin', 'admin_123');
    }, timeout);
    afterAll(() => t.close());

    const request = (path: string, cookie = admin) => t.app.request(path, cookie ? { headers: { Cookie: cookie } } : {});

    async function items(kind: string, query: Record<string, string | string[]> = {}): Promise<ReferenceItem[]> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one);
      const response = await request(`/api/cms/references/${kind}?${params}`);
      expect(response.status).toBe(200);
      return v.parse(referencesEndpoint.data, ((await response.json()) as Envelope<unknown>).data);
    }
    const values = async (kind: string, query: Record<string, string | string[]> = {}) =>
      (await items(kind, query)).map((item) => item.value);

    it('answers 401 signed out and 403 to a customer, never cached', async () => {
      const signedOut = await request('/api/cms/references/product?q=lav', '');
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('Cache-Control')).toBe('private, no-store');
      const customer = await login(t.app, 'customer', 'customer_123');
      const forbidden = await request('/api/cms/references/product?q=lav', customer);
      expect(forbidden.status).toBe(403);
      expect(((await forbidden.json()) as Envelope<unknown>).messages[0]).toMatchObject({ code: 'forbidden' });
    });

    it('answers 404 for a kind there is not', async () => {
      const response = await request('/api/cms/references/recipe?q=a');
      expect(response.status).toBe(404);
      expect((await response.json()) as Envelope<unknown>).toEqual({
        data: null,
        messages: [expect.objectContaining({ source: 'kind', code: 'unknownReferenceKind' })],
      });
    });

    it('refuses a bad query with 422 naming it', async () => {
      const tooLong = await request(`/api/cms/references/product?q=${'a'.repeat(201)}`);
      expect(tooLong.status).toBe(422);
      expect(((await tooLong.json()) as Envelope<unknown>).messages[0]).toMatchObject({ source: 'q' });
      const manyValues = new URLSearchParams(Array.from({ length: REFERENCE_SEARCH_LIMIT + 1 }, (_, i) => ['value', `P${i}`]));
      const tooMany = await request(`/api/cms/references/product?${manyValues}`);
      expect(tooMany.status).toBe(422);
      expect(((await tooMany.json()) as Envelope<unknown>).messages[0]).toMatchObject({ source: 'value' });
      const nul = await request('/api/cms/references/page?value=%00');
      expect(nul.status).toBe(422);
    });

    it('finds products by name and by id, whatever the case, with price and thumbnail', async () => {
      const lavender = demoProduct('P100');
      const sku = lavender.skus[0];
      if (!sku) throw new Error('The lavender product has no SKU');
      const [first] = await items('product', { q: 'LAVENDER' });
      expect(first).toEqual({
        value: 'P100',
        label: lavender.name,
        detail: `P100 · ${formatMoney(sku.retailPriceCents / 100, { country: 'USA', locale: 'en-US' })}`,
        thumbnail: sku.images[0] ? demoImageUrls(sku.images[0].name).thumbSrc : null,
      });
      expect((await values('product', { q: 'p101' }))[0]).toBe('P101');
    });

    it('takes % and _ literally and leaves the desk-only products out of searches', async () => {
      expect(await values('product', { q: '%' })).toEqual([]);
      expect(await values('product', { q: 'Summit 2027 ticket' })).toEqual([]);
    });

    it('looks up exactly the values asked, in their order, leaving unknown ones out', async () => {
      expect(await values('product', { value: ['P101', 'P999', 'P100', 'P101'] })).toEqual(['P101', 'P100']);
      // A desk-only product is still one a block can show.
      expect(await values('product', { value: 'P900' })).toEqual(['P900']);
      expect(await values('page', { value: ['/pages/about-us', '/pages/nowhere', 'about-us'] })).toEqual(['/pages/about-us']);
    });

    it('finds pages by title and by address, and answers at most the limit', async () => {
      expect(await items('page', { q: 'about' })).toEqual([
        { value: '/pages/about-us', label: 'About us', detail: '/pages/about-us', thumbnail: null },
      ]);
      expect((await items('page', { q: 'SHOP-FAV' }))[0]?.label).toBe('Shop favourites');
      for (let i = 1; i <= REFERENCE_SEARCH_LIMIT + 3; i++) {
        await t.db.query(
          `insert into pages (id, title, slug, content, author_id) values ($1, $2, $3, '', '1001') on conflict do nothing`,
          [`limit-${i}`, `Limit test ${i}`, `limit-test-${i}`],
        );
      }
      expect(await items('page', { q: 'limit test' })).toHaveLength(REFERENCE_SEARCH_LIMIT);
      expect(await items('page')).toHaveLength(REFERENCE_SEARCH_LIMIT);
    });

    it('finds images of the media list by file name, with size and type', async () => {
      const [banner] = await items('image', { q: 'banner-spring-essentials.svg' });
      expect(banner).toEqual({
        value: '/demo-home/pictures/banner-spring-essentials.svg',
        label: 'banner-spring-essentials.svg',
        detail: expect.stringMatching(/^1800 × 600 · \d+ KB$/),
        thumbnail: '/demo-home/pictures/banner-spring-essentials.svg',
        alt: 'Spring essentials: fresh oils for brighter days. Shop the catalogue.',
      });
      expect(await values('image', { value: ['/demo-images/wellness-guide-cover.svg', '/media/x/y.png'] })).toEqual([
        '/demo-images/wellness-guide-cover.svg',
      ]);
    });

    it('stores an upload’s bytes and serves them back unchanged, listed in the picker', async () => {
      const png = pngBytes(1200, 800);
      const form = new FormData();
      form.append('file', new Blob([png]), 'Team photo.png');
      const uploaded = await t.app.request(uploadMediaEndpoint.path, {
        method: 'POST',
        body: form,
        headers: { ...sameOriginHeaders, Cookie: admin },
      });
      expect(uploaded.status).toBe(200);
      const { alreadyInLibrary, ...item } = v.parse(
        uploadMediaEndpoint.data,
        ((await uploaded.json()) as Envelope<unknown>).data,
      );
      expect(alreadyInLibrary).toBe(false);
      expect(item.detail).toBe(`1200 × 800 · ${png.byteLength} bytes`);
      const served = await t.app.request(item.value);
      expect(served.headers.get('Content-Type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
      expect(await items('image', { value: item.value })).toEqual([item]);
    });

    it('finds SKUs under their product by product name, option or SKU, with price and picture', async () => {
      const lavender = demoProduct('P100');
      const [first] = lavender.skus;
      if (!first) throw new Error('The lavender product has no SKU');
      const money = (cents: number) => formatMoney(cents / 100, { country: 'USA', locale: 'en-US' });
      expect(await items('sku', { q: 'lavender' })).toEqual(
        lavender.skus.map((sku) => ({
          value: sku.skuNumber,
          label: `${lavender.name} · ${sku.optionDescription}`,
          detail: `SKU ${sku.skuNumber} · ${money(sku.retailPriceCents)}`,
          thumbnail: sku.images[0] ? demoImageUrls(sku.images[0].name).thumbSrc : null,
        })),
      );
      // the exact SKU first, then the rest of what matches
      expect((await values('sku', { q: 'pep15' }))[0]).toBe('PEP15');
      expect(await values('sku', { q: 'natural wood' })).toEqual(['DIF02']);
      expect(await values('sku', { q: '%' })).toEqual([]);
    });

    it('looks up SKUs exactly, a desk-only one too, and leaves unknown ones and products out', async () => {
      expect(await values('sku', { value: ['PEP05', 'LAV99', 'LAV05', 'P100'] })).toEqual(['PEP05', 'LAV05']);
      const [ticketSku] = await t.db.query<{ sku_number: string }>(
        'select s.sku_number from skus s join products p on p.id = s.product_id where not p.listed limit 1',
      );
      if (!ticketSku) throw new Error('The seed has no desk-only SKU');
      expect(await values('sku', { q: ticketSku.sku_number })).toEqual([]);
      expect(await values('sku', { value: ticketSku.sku_number })).toEqual([ticketSku.sku_number]);
    });

    it('finds the categories of the listed products, with their number of products, whatever the case', async () => {
      expect(await items('category', { q: 'oil' })).toEqual([
        { value: 'Essential Oils', label: 'Essential Oils', detail: '2 products', thumbnail: null },
      ]);
      expect(await values('category')).toEqual([
        'Business Tools',
        'Donations',
        'Essential Oils',
        'Skin Care',
        'Supplements',
        'Wellness',
      ]);
      // as the blocks match a category: without regard to case, the catalogue's spelling its label
      expect(await items('category', { value: ['essential oils', 'Recipes', 'Wellness'] })).toEqual([
        { value: 'essential oils', label: 'Essential Oils', detail: '2 products', thumbnail: null },
        { value: 'Wellness', label: 'Wellness', detail: '2 products', thumbnail: null },
      ]);
    });

    it('finds distributors and employees by name, username, id or RCN, and no one else', async () => {
      expect(await items('user', { q: 'dana' })).toEqual([
        { value: '1002', label: 'Dana Rivers', detail: 'Distributor · ID 1002 · RCN 5000002', thumbnail: null },
      ]);
      expect(await values('user', { q: 'distributor' })).toEqual(['1002']);
      expect(await values('user', { q: '5000007' })).toEqual(['1007']);
      expect((await values('user', { q: '1001' }))[0]).toBe('1001');
      // a retail customer holds no certification; a disabled account is not offered
      expect(await values('user', { q: 'casey' })).toEqual([]);
      expect(await values('user', { q: 'drew' })).toEqual([]);
      expect(await values('user')).toEqual(['1004', '1007', '1002', '1001']);
      expect(await values('user', { value: ['1003', '1005', '1002', '9999'] })).toEqual(['1005', '1002']);
    });

    it('shows people to administrators only: 401 signed out, 403 to a distributor, an employee or a customer', async () => {
      expect((await request('/api/cms/references/user?q=dana', '')).status).toBe(401);
      for (const [username, password] of [
        ['distributor', 'distributor_123'],
        ['staff', 'staff_123'],
        ['customer', 'customer_123'],
      ] as const) {
        const response = await request('/api/cms/references/user?value=1002', await login(t.app, username, password));
        expect([username, response.status]).toEqual([username, 403]);
        expect(((await response.json()) as Envelope<unknown>).data).toBeNull();
      }
    });

    it('keeps one entry when the same file is uploaded several times at once', async () => {
      const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from media'))[0]?.n ?? 0;
      const before = await count();
      const send = async () => {
        const form = new FormData();
        form.append('file', new Blob([pngBytes(640, 427)]), 'Same photo.png');
        const response = await t.app.request(uploadMediaEndpoint.path, {
          method: 'POST',
          body: form,
          headers: { ...sameOriginHeaders, Cookie: admin },
        });
        expect(response.status).toBe(200);
        return v.parse(uploadMediaEndpoint.data, ((await response.json()) as Envelope<unknown>).data);
      };
      const answers = await Promise.all([send(), send(), send(), send()]);
      expect(new Set(answers.map((answer) => answer.value)).size).toBe(1);
      expect(answers.filter((answer) => !answer.alreadyInLibrary)).toHaveLength(1);
      expect(await count()).toBe(before + 1);
    });

    it('finds conferences, events and videos by name and id', async () => {
      const [summit] = await items('conference', { q: 'summit 2027' });
      expect(summit).toEqual({ value: SUMMIT_ID, label: 'Summit 2027', detail: 'Starts May 12, 2027', thumbnail: null });
      expect((await items('conference', { value: 'summit-2025' }))[0]?.detail).toMatch(/· closed to new tickets$/);
      const [event] = await items('event', { q: 'oils 101' });
      expect(event).toMatchObject({ value: featuredDemoEvent.id, label: featuredDemoEvent.name, thumbnail: null });
      expect(event?.detail).toMatch(/M · Wash Park Community Room, Denver, CO$/);
      expect(await values('event', { q: 'ONLINE-PRODUCT' })).toEqual(['online-product-tour']);
      expect(await items('video', { q: 'smoothie' })).toEqual([
        { value: 'morning-smoothie', label: 'A green morning smoothie', detail: null, thumbnail: null },
      ]);
    });
  });
}
