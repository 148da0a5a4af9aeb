import * as v from 'valibot';
import type { Envelope } from '../../server/http/envelope.ts';
import { demoHomePageSettings, demoPopups } from '../../server/db/seed-site-settings.ts';
import { ProductSchema } from '#contracts/products.ts';
import {
  HomePagePopupsSectionSchema,
  HomePageProductsSectionSchema,
  PopupSchema,
  SiteSettingsSectionsSchema,
} from '#contracts/site-settings.ts';
import { readAnswer } from './support/answers.ts';
import { createTestApp, jsonHeaders, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['distributor', 'riley', 'staff', 'customer', 'admin'])
    cookies[name] = await login(t.app, name, `${name}_123`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('update home_page_settings set current_popup_id = null, product_count = 3, product_ids = $1::text[]', [
    demoHomePageSettings.productIds,
  ]);
  await t.db.query("delete from home_page_settings where site_id <> 'demo'");
});

const SECTIONS = '/api/pws/site-settings-section';
const ownSites: Record<string, string> = { distributor: 'demo', riley: 'riley' };
/** The revision the site the PUT is for holds now (section-revisions.test.ts checks saves over older ones). */
async function heldRevision(section: 'homePagePopups' | 'homePageProducts', who: string | undefined, query: string) {
  const siteId = new URLSearchParams(query).get('siteId') ?? ownSites[who ?? ''] ?? 'demo';
  const column = section === 'homePagePopups' ? 'popups_revision' : 'products_revision';
  const [row] = await t.db.query<{ revision: number }>(
    `select ${column} as revision from home_page_settings where site_id = $1`,
    [siteId],
  );
  return row?.revision ?? 0;
}
const put = async (section: 'homePagePopups' | 'homePageProducts', body: object, who?: string, query = '') =>
  t.app.request(`${SECTIONS}/current/${section}${query}`, {
    method: 'PUT',
    headers: { ...jsonHeaders, ...(who ? { Cookie: cookies[who] ?? '' } : {}) },
    body: JSON.stringify({ revision: await heldRevision(section, who, query), ...body }),
  });
const read = async (response: Response) => (await response.json()) as Envelope<unknown>;
const publicSections = async (siteId = 'demo') =>
  v.parse(SiteSettingsSectionsSchema, (await read(await t.app.request(`${SECTIONS}/${siteId}`))).data);
const fieldTexts = async (response: Response) =>
  (await read(response)).messages.filter((m) => m.type === 'validatorMessage').map((m) => [m.source, m.value]);

describe('GET /api/pws/site-settings-section/{siteId}', () => {
  it("is public: the demo site's owner, no popup and its three picks resolved as home-page products", async () => {
    const sections = await publicSections();
    expect(sections.ownerUserId).toBe('1002');
    expect(sections.canEdit).toBe(false);
    expect(sections.homePagePopups).toEqual({ currentPopupId: null, currentPopup: null, revision: expect.any(Number) });
    expect(sections.homePageProducts.productCount).toBe(3);
    expect(sections.homePageProducts.products.map((p) => p.productId)).toEqual(['P104', 'P106', 'P107']);
    const [cream] = sections.homePageProducts.products;
    expect(cream).toMatchObject({ name: 'Hydrating Face Cream', detailPageUrl: expect.stringMatching(/^\/p\//) });
    expect(cream?.skuOptions.filter((sku) => sku.isDefault)).toHaveLength(1);
    expect(cream?.skuOptions[0]?.formattedRetailPrice).toMatch(/^\$\d/);
  });

  it('gives the defaults to a site that saved nothing, and 404 for an unknown site', async () => {
    const riley = await publicSections('riley');
    expect(riley.homePageProducts).toEqual({ productCount: 3, productIds: [], products: [], revision: 0 });
    expect((await t.app.request(`${SECTIONS}/nowhere`)).status).toBe(404);
  });

  it('carries the current popup with its sanitised content', async () => {
    await t.db.query(
      "insert into popups (id, name, background_image, content, link_text, link_url) values ('raw', 'Raw', '/x.svg', '<p>Hi</p>', 'Go', '/')",
    );
    expect((await put('homePagePopups', { currentPopupId: 'spring-sale' }, 'distributor')).status).toBe(200);
    const { currentPopup } = (await publicSections()).homePagePopups;
    expect(currentPopup?.popupId).toBe('spring-sale');
    expect(currentPopup?.content).toContain('<strong>Spring sale:</strong>');
    await t.db.query("delete from popups where id = 'raw'");
  });
});

describe("the sections' canEdit", () => {
  it("is the server's rule: the site's owner, an employee or a super-user; not another owner or a customer", async () => {
    const canEdit = async (who: string) =>
      v.parse(
        SiteSettingsSectionsSchema,
        (await read(await t.app.request(`${SECTIONS}/demo`, { headers: { Cookie: cookies[who] ?? '' } }))).data,
      ).canEdit;
    expect(
      await Promise.all(['distributor', 'staff', 'admin', 'riley', 'customer'].map(async (who) => [who, await canEdit(who)])),
    ).toEqual([
      ['distributor', true],
      ['staff', true],
      ['admin', true],
      ['riley', false],
      ['customer', false],
    ]);
  });
});

describe('PUT …/current/homePageProducts', () => {
  it.each([
    ['signed out', undefined, '', 401],
    ['a customer (no site)', 'customer', '', 403],
    ['another owner naming site demo', 'riley', '?siteId=demo', 404],
  ])('refuses %s', async (_who, who, query, status) => {
    expect((await put('homePageProducts', { productCount: 6, productIds: ['P100'] }, who, query)).status).toBe(status);
    expect((await publicSections()).homePageProducts.productCount).toBe(3);
  });

  it("saves the owner's count and picks, in order, and answers the resolved section", async () => {
    const response = await put('homePageProducts', { productCount: 6, productIds: ['P101', 'P100'] }, 'distributor');
    expect(response.status).toBe(200);
    const section = v.parse(HomePageProductsSectionSchema, (await read(response)).data);
    expect(section.products.map((p) => p.productId)).toEqual(['P101', 'P100']);
    expect((await publicSections()).homePageProducts).toMatchObject({ productCount: 6, productIds: ['P101', 'P100'] });
  });

  it("lets riley change riley's own site, not demo's", async () => {
    expect((await put('homePageProducts', { productCount: 3, productIds: ['P100'] }, 'riley')).status).toBe(200);
    expect((await publicSections('riley')).homePageProducts.productIds).toEqual(['P100']);
    expect((await publicSections()).homePageProducts.productIds).toEqual(demoHomePageSettings.productIds);
  });

  it.each([['staff'], ['admin']])('lets an employee or super-user (%s) change site demo with ?siteId=', async (who) => {
    expect((await put('homePageProducts', { productCount: 6, productIds: [] }, who, '?siteId=demo')).status).toBe(200);
    expect((await publicSections()).homePageProducts.productCount).toBe(6);
  });

  it.each([
    ['homePageProducts', { productCount: 3, productIds: ['P100'] }],
    ['homePagePopups', { currentPopupId: 'spring-sale' }],
  ] as const)('answers another owner naming site demo in %s exactly as for a site that does not exist', async (section, body) => {
    const refused = await readAnswer(await put(section, body, 'riley', '?siteId=demo'));
    expect(refused).toEqual(await readAnswer(await put(section, body, 'riley', '?siteId=nowhere')));
    expect([refused.status, JSON.parse(refused.body)]).toEqual([
      404,
      {
        data: null,
        messages: [expect.objectContaining({ source: 'site', code: 'notFound', value: 'There is no such site.' })],
      },
    ]);
  });

  it('answers 404 for an employee naming an unknown site, 403 for an employee with no site of their own', async () => {
    expect((await put('homePageProducts', { productCount: 3, productIds: [] }, 'staff', '?siteId=nowhere')).status).toBe(404);
    expect((await put('homePageProducts', { productCount: 3, productIds: [] }, 'staff')).status).toBe(403);
  });

  it.each([
    [{ productCount: 4, productIds: [] }, [['productCount', 'Choose 3 or 6 products.']]],
    [{ productCount: 3, productIds: ['P100', 'P101', 'P102', 'P103'] }, [['productIds', 'Choose at most 3 products.']]],
    [{ productCount: 3, productIds: ['P100', 'P100'] }, [['productIds', 'Each product can be chosen once.']]],
    [{ productCount: 3, productIds: ['P100', 'P999'] }, [['productIds', 'Product P999 is not in the catalogue.']]],
    [
      { productCount: 3, productIds: ['bad id'] },
      [['productIds.0', 'Each product id must be 1 to 64 letters, digits, "-" or "_".']],
    ],
  ])('refuses %j with 422 and the field texts', async (body, texts) => {
    const response = await put('homePageProducts', body, 'distributor');
    expect(response.status).toBe(422);
    expect(await fieldTexts(response)).toEqual(texts);
  });

  it('refuses a listed product that is not goods: a donation, the website setup or the app subscription', async () => {
    const response = await put(
      'homePageProducts',
      { productCount: 6, productIds: ['P100', 'P108', 'P110', 'P111'] },
      'distributor',
    );
    expect(response.status).toBe(422);
    expect((await read(response)).messages.map((m) => [m.code, m.value])).toEqual(
      ['P108', 'P110', 'P111'].map((id) => [
        'notGoods',
        `Product ${id} is a donation, a service or a subscription: only goods can be shown on the home page.`,
      ]),
    );
    expect((await publicSections()).homePageProducts.productIds).toEqual(demoHomePageSettings.productIds);
  });

  it('leaves out of the grid a pick stored before it was refused as not goods', async () => {
    await t.db.query("update home_page_settings set product_ids = $1::text[] where site_id = 'demo'", [['P108', 'P100']]);
    expect((await publicSections()).homePageProducts.products.map((p) => p.productId)).toEqual(['P100']);
  });

  it('refuses an unlisted product (a conference ticket)', async () => {
    const [unlisted] = await t.db.query<{ id: string }>('select id from products where not listed limit 1');
    const response = await put('homePageProducts', { productCount: 3, productIds: [unlisted?.id] }, 'distributor');
    expect(response.status).toBe(422);
  });
});

describe('PUT …/current/homePagePopups', () => {
  it.each([
    ['signed out', undefined, '', 401],
    ['a customer', 'customer', '', 403],
    ['another owner naming site demo', 'riley', '?siteId=demo', 404],
  ])('refuses %s', async (_who, who, query, status) => {
    expect((await put('homePagePopups', { currentPopupId: 'spring-sale' }, who, query)).status).toBe(status);
    expect((await publicSections()).homePagePopups.currentPopupId).toBeNull();
  });

  it('sets and clears the current popup for the owner, an employee and a super-user', async () => {
    const response = await put('homePagePopups', { currentPopupId: 'free-shipping' }, 'distributor');
    expect(v.parse(HomePagePopupsSectionSchema, (await read(response)).data).currentPopup?.name).toBe('Free shipping weekend');
    expect((await put('homePagePopups', { currentPopupId: 'new-diffuser' }, 'staff', '?siteId=demo')).status).toBe(200);
    expect((await publicSections()).homePagePopups.currentPopupId).toBe('new-diffuser');
    expect((await put('homePagePopups', { currentPopupId: null }, 'admin', '?siteId=demo')).status).toBe(200);
    expect((await publicSections()).homePagePopups.currentPopup).toBeNull();
  });

  it('refuses an unknown popup and a malformed id with 422', async () => {
    const unknown = await put('homePagePopups', { currentPopupId: 'nope' }, 'distributor');
    expect(unknown.status).toBe(422);
    expect(await fieldTexts(unknown)).toEqual([['currentPopupId', 'No such popup.']]);
    expect((await put('homePagePopups', { currentPopupId: '<x>' }, 'distributor')).status).toBe(422);
    expect((await put('homePagePopups', {}, 'distributor')).status).toBe(422);
  });
});

describe('GET /api/pws/home-page-product-choices', () => {
  const CHOICES = '/api/pws/home-page-product-choices';
  it('offers owners and employees the listed goods by name: no donation, service, subscription or ticket', async () => {
    for (const who of ['distributor', 'riley', 'staff']) {
      const response = await t.app.request(CHOICES, { headers: { Cookie: cookies[who] ?? '' } });
      expect(response.status).toBe(200);
      const names = v.parse(v.array(ProductSchema), (await read(response)).data).map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(names).toEqual(
        expect.arrayContaining(['Lavender Essential Oil', 'Ultrasonic Aroma Diffuser', 'Distributor Starter Kit']),
      );
      for (const other of ['Kids Foundation donation', 'Personal Website Setup', 'Mobile App Subscription', 'Gala party']) {
        expect(names).not.toContain(other);
      }
    }
  });

  it('refuses a customer (403) and a visitor (401)', async () => {
    expect((await t.app.request(CHOICES, { headers: { Cookie: cookies.customer ?? '' } })).status).toBe(403);
    expect((await t.app.request(CHOICES)).status).toBe(401);
  });
});

describe('GET /api/pws/popups', () => {
  it('lists the popups for owners and employees, in their order', async () => {
    for (const who of ['distributor', 'riley', 'staff']) {
      const response = await t.app.request('/api/pws/popups', { headers: { Cookie: cookies[who] ?? '' } });
      expect(response.status).toBe(200);
      const popups = v.parse(v.array(PopupSchema), (await read(response)).data);
      expect(popups.map((p) => p.popupId)).toEqual(demoPopups.map((p) => p.id));
    }
  });

  it('refuses a customer (403) and a visitor (401)', async () => {
    expect((await t.app.request('/api/pws/popups', { headers: { Cookie: cookies.customer ?? '' } })).status).toBe(403);
    expect((await t.app.request('/api/pws/popups')).status).toBe(401);
  });
});
