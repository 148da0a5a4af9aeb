import * as v from 'valibot';
import { SessionUserSchema } from '#contracts/account.ts';
import { currentOrderEndpoint, processOrderEndpoint } from '#contracts/commerce.ts';
import { ProductListSchema, ProductSchema } from '#contracts/products.ts';
import { checkLogin } from '../../server/auth/login.ts';
import { createSession, deleteSession, findSessionUser } from '../../server/auth/session-store.ts';
import { isCertified } from '../../server/auth/user-store.ts';
import { findProduct, listProducts, productsInCategory } from '../../server/commerce/product-store.ts';
import { storeSettingsFromEnv } from '../../server/commerce/store-settings.ts';
import type { Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite-database.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { seed } from '../../server/db/seed.ts';
import { demoProducts } from '../../server/db/seed-catalogue.ts';
import { conferenceProducts } from '../../server/db/seed-conference.ts';
import { demoUsers } from '../../server/db/seed-users.ts';
import { approvedCard, getCart, processCart, readData, readyGuestCart } from './support/cart.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { createTestApp, login, type TestApp, send } from './support/test-app.ts';

let postgres: PostgresServer | undefined;
afterAll(async () => {
  await postgres?.stop();
});

const backends: { name: string; open: () => Promise<Db> }[] = [
  { name: 'PGlite', open: () => openPglite() },
  {
    name: 'PostgreSQL (Debian, real server)',
    open: async () => {
      postgres = await startPostgres();
      return openPostgres(postgres.url);
    },
  },
];

// The same migrations, seed and session queries must behave the same on both drivers.
describe.each(backends)('$name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await open());
  });
  afterAll(() => t.close());

  it('has applied every migration once: a second run applies none', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const applied = await t.db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.map((row) => row.name)).toEqual([
      '001_accounts.sql',
      '002_catalogue.sql',
      '003_commerce.sql',
      '004_products.sql',
      '005_login_throttle.sql',
      '006_product_subscriptions.sql',
      '007_profiles.sql',
      '008_impersonation.sql',
      '009_password_reset.sql',
      '010_oidc.sql',
      '011_captcha.sql',
      '012_pages.sql',
      '013_site_search.sql',
      '014_cookie_notice.sql',
      '015_contact_messages.sql',
      '016_free_events.sql',
      '017_conference.sql',
      '018_site_settings.sql',
      '019_home_videos.sql',
      '020_pws_coupons.sql',
      '021_site_analytics.sql',
      '022_certification_training.sql',
      '023_page_revisions.sql',
      '024_media.sql',
      '025_section_revisions.sql',
      '026_media_library.sql',
      '028_section_history.sql',
    ]);
  });

  it('seeds idempotently', async () => {
    const tables = [
      'users',
      'sites',
      'products',
      'skus',
      'sku_images',
      'ship_methods',
      'coupons',
      'orders',
      'order_items',
      'autoship_templates',
      'autoship_template_items',
      'pages',
      'cookie_notice_settings',
      'popups',
      'home_page_settings',
      'home_video_files',
      'home_videos',
      'site_home_videos',
      'certification_training_config',
    ];
    const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n;
    const before = await Promise.all(tables.map(count));
    await seed(t.db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(before[0]).toBe(demoUsers.length);
    expect(before[2]).toBe(demoProducts.length + conferenceProducts.length);
  });

  it('returns bigint counts and integer cents as numbers, booleans as booleans', async () => {
    const [row] = await t.db.query<{ n: unknown; cents: unknown; backOrdered: unknown }>(
      `select count(*) as n, min(retail_price_cents) as cents, bool_or(is_back_ordered) as "backOrdered" from skus`,
    );
    expect(row).toEqual({ n: expect.any(Number), cents: 100, backOrdered: true });
  });

  it('seeds the catalogue: donation SKUs, a back-ordered SKU, images on every SKU', async () => {
    const skus = await t.db.query<{ skuNumber: string; productName: string; images: number }>(
      `select s.sku_number as "skuNumber", p.name as "productName",
         (select count(*) from sku_images i where i.sku_number = s.sku_number) as images
       from skus s join products p on p.id = s.product_id order by p.sort_order, s.sort_order`,
    );
    expect(skus.filter((s) => s.productName === 'Kids Foundation donation').map((s) => s.skuNumber)).toEqual(['KFCSH', 'KFCAN']);
    expect(skus.every((s) => s.images >= 1)).toBe(true);
    const backOrdered = await t.db.query<{ sku: string }>('select sku_number as sku from skus where is_back_ordered');
    expect(backOrdered).toEqual([{ sku: 'PEP15' }]);
    const defaults = await t.db.query<{ n: number }>('select count(*) as n from skus where is_default group by product_id');
    expect(defaults.every((row) => row.n === 1)).toBe(true);
  });

  it('seeds the site demo, owned by the distributor', async () => {
    const [site] = await t.db.query<{ username: string }>(
      'select u.username from sites s join users u on u.id = s.owner_user_id where s.id = $1',
      ['demo'],
    );
    expect(site).toEqual({ username: 'distributor' });
  });

  it('reads products: by id and page, filtered, sorted by price, by ids in their order, by category', async () => {
    const settings = storeSettingsFromEnv({});
    const lavender = v.parse(ProductSchema, await findProduct(t.db, settings, { detailPage: 'lavender-essential-oil' }));
    expect(lavender.productId).toBe('P100');
    expect(lavender.skus[0]).toMatchObject({
      retailPrice: 12.5,
      bv: 10,
      isDefault: true,
      images: [expect.objectContaining({ width: 800 }), expect.anything()],
    });
    expect(await findProduct(t.db, settings, { productId: 'P999' })).toBeNull();

    const cheapest = v.parse(ProductListSchema, await listProducts(t.db, settings, { sort: 'price-asc', page: 1, pageSize: 3 }));
    expect(cheapest.items.map((p) => p.productId)).toEqual(['P108', 'P106', 'P111']);
    expect(cheapest.total).toBe(demoProducts.length);
    expect(cheapest.categories).toEqual([
      'Business Tools',
      'Donations',
      'Essential Oils',
      'Skin Care',
      'Supplements',
      'Wellness',
    ]);

    const chosen = await listProducts(t.db, settings, {
      ids: ['P103', 'NOPE', 'P100'],
      category: 'SUPPLEMENTS',
      page: 1,
      pageSize: 12,
    });
    expect(chosen.items.map((p) => p.productId)).toEqual(['P103']);
    expect(
      (await listProducts(t.db, settings, { ids: ['P105', 'P100'], page: 1, pageSize: 12 })).items.map((p) => p.productId),
    ).toEqual(['P105', 'P100']);

    expect((await productsInCategory(t.db, settings, 'skin CARE')).map((p) => p.productId)).toEqual(['P104', 'P105']);
  });

  it('seeds the certification: the admin is certified, the distributor is not', async () => {
    expect(await isCertified(t.db, '1001')).toBe(true);
    expect(await isCertified(t.db, '1002')).toBe(false);
    expect(await isCertified(t.db, 'nobody')).toBe(false);
  });

  it('checks logins: right password, wrong password, disabled account', async () => {
    const ok = await checkLogin(t.db, 'Admin', 'admin_123');
    expect(ok).toMatchObject({ ok: true, user: { id: '1001', isSu: true, conferenceLookup: true } });
    expect(await checkLogin(t.db, 'admin', 'admin_124')).toEqual({ ok: false, error: 'incorrect' });
    expect(await checkLogin(t.db, 'disabled', 'disabled_123')).toEqual({ ok: false, error: 'disabled' });
  });

  it('creates, finds and deletes sessions', async () => {
    const token = await createSession(t.db, '1004');
    expect(await findSessionUser(t.db, token)).toMatchObject({
      username: 'staff',
      conferenceStaff: true,
      conferenceLookup: false,
    });
    await t.db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, ['1004']);
    expect(await findSessionUser(t.db, token)).toBeNull();
    await deleteSession(t.db, token);
    expect(await t.db.query('select 1 from sessions where user_id = $1', ['1004'])).toEqual([]);
  });

  it('logs in over HTTP and reads the session back', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    const response = await t.app.request('/api/session', { headers: { Cookie: cookie } });
    const { data } = (await response.json()) as { data: unknown };
    expect(v.parse(SessionUserSchema, data)).toEqual({ id: '1003', username: 'customer', status: 'R', isSu: false });
  });

  it('creates one cart when the first requests of a member race', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const responses = await Promise.all([1, 2, 3].map(() => send(t.app, 'GET', '/api/cart/order/current', cookie)));
    const ids = await Promise.all(responses.map(async (response) => (await readData(response, currentOrderEndpoint)).data.id));
    expect(new Set(ids).size).toBe(1);
  });

  it('places an order: one transaction, a W number, only the last four digits stored', async () => {
    const cookie = await readyGuestCart(t.app, [{ skuNumber: 'LAV05', qty: 2, updateMethod: 'add' }]);
    const { id } = await getCart(t.app, cookie);
    const { data } = await readData(await processCart(t.app, cookie, approvedCard, 'db-place'), processOrderEndpoint);
    expect(data).toEqual({ status: 'placed', orderNumber: expect.stringMatching(/^W\d{8}$/) });
    const [row] = await t.db.query<{ status: string; lastFour: string; placedAt: unknown; text: string }>(
      `select status, card_last_four as "lastFour", placed_at as "placedAt", row_to_json(o)::text as text from orders o where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'placed', lastFour: '4242', placedAt: expect.any(Date) });
    expect(row?.text).not.toContain('4242424242424242');
  });

  it('places an order once when concurrent process requests with different keys race', async () => {
    const cookie = await readyGuestCart(t.app, [{ skuNumber: 'TEA12', qty: 1, updateMethod: 'add' }]);
    const { id } = await getCart(t.app, cookie);
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => processCart(t.app, cookie, approvedCard, `race-${n}`)));
    const numbers = await Promise.all(responses.map(async (response) => (await readData(response, processOrderEndpoint)).data));
    expect(new Set(numbers.map((result) => JSON.stringify(result))).size).toBe(1);
    const placed = await t.db.query<{ n: number }>(`select count(*) as n from orders where id = $1 and status = 'placed'`, [id]);
    expect(placed).toEqual([{ n: 1 }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`update users set first_name = 'Changed' where id = $1`, ['1003']);
        await tx.query('select * from no_such_table');
      }),
    ).rejects.toThrow();
    const [user] = await t.db.query<{ firstName: string }>('select first_name as "firstName" from users where id = $1', ['1003']);
    expect(user).toEqual({ firstName: 'Casey' });
  });
});
