import { createApp } from '../../server/app.ts';
import { demoProducts } from '../../server/db/seed-catalogue.ts';
import { requestPath, type QueryParams } from '#contracts/endpoint.ts';
import {
  MAX_PRODUCT_PAGE_SIZE,
  productByPageEndpoint,
  productEndpoint,
  productListEndpoint,
  suggestedProductsEndpoint,
  userIsCertifiedEndpoint,
  type Product,
} from '#contracts/products.ts';
import { readData, readRefusal } from './support/cart.ts';
import { createTestApp, login, recordQueries, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

const getProduct = async (productId: string) =>
  (await readData(await get(requestPath(productEndpoint.path, { productId })), productEndpoint)).data;

const listProducts = async (query: QueryParams = {}) =>
  (await readData(await get(requestPath(productListEndpoint.path, {}, query)), productListEndpoint)).data;

const suggested = async (name: string, cartSystemId = 'default') =>
  (await readData(await get(requestPath(suggestedProductsEndpoint.path, { cartSystemId, name })), suggestedProductsEndpoint))
    .data;

const isCertified = async (userId: string, headers: Record<string, string> = {}) =>
  (await readData(await get(requestPath(userIsCertifiedEndpoint.path, { userId }), headers), userIsCertifiedEndpoint)).data;

const ids = (products: Product[]) => products.map((product) => product.productId);
const defaultPrice = (product: Product) => (product.skus.find((sku) => sku.isDefault) ?? product.skus[0])?.retailPrice ?? NaN;

const catalogueIds = demoProducts.map((product) => product.id);
const categories = ['Business Tools', 'Donations', 'Essential Oils', 'Skin Care', 'Supplements', 'Wellness'];

describe('Subscribe & Save', () => {
  it('carries the subscription percent for everyday consumables and null for donations and the app', async () => {
    const { items } = await listProducts({ pageSize: MAX_PRODUCT_PAGE_SIZE });
    const subscriptions = Object.fromEntries(items.map((product) => [product.productId, product.subscription]));
    for (const id of ['P100', 'P101', 'P102', 'P103', 'P104', 'P105']) {
      expect(subscriptions[id]).toEqual({ discountPercent: 10 });
    }
    expect(subscriptions.P108).toBeNull();
    expect(subscriptions.P111).toBeNull();
    expect((await getProduct('P100')).subscription).toEqual({ discountPercent: 10 });
    expect((await getProduct('P108')).subscription).toBeNull();
  });
});

describe('GET /api/products/{productId}', () => {
  it('answers a product with its SKUs, prices in the store currency, points and images', async () => {
    const product = await getProduct('P100');
    expect(product).toMatchObject({
      productId: 'P100',
      name: 'Lavender Essential Oil',
      detailPage: 'lavender-essential-oil',
      category: 'Essential Oils',
    });
    expect(product.skus.map((sku) => sku.skuNumber)).toEqual(['LAV05', 'LAV15', 'LAV30']);
    expect(product.skus[0]).toEqual({
      skuNumber: 'LAV05',
      optionDescription: '5 mL',
      retailPrice: 12.5,
      formattedRetailPrice: '$12.50',
      bv: 10,
      pv: 10,
      formattedBv: '10.00',
      formattedPv: '10.00',
      isDefault: true,
      isBackOrdered: false,
      isCustomAmount: false,
      images: [
        {
          imageId: 'LAV05-1',
          imageSrc: '/demo-images/lavender-5ml-front.svg',
          thumbSrc: '/demo-images/lavender-5ml-front-thumb.svg',
          highResSrc: '/demo-images/lavender-5ml-front-large.svg',
          caption: 'Lavender 5 mL bottle',
          width: 800,
          height: 800,
        },
        expect.objectContaining({ imageId: 'LAV05-2', caption: 'Lavender 5 mL label' }),
      ],
    });
    expect(product.skus[2]?.images.map((image) => image.caption)).toEqual([
      'Lavender 30 mL bottle',
      'Lavender field at harvest',
      'Lavender 30 mL gift box',
    ]);
  });

  it.each(catalogueIds)('answers %s, whatever its SKUs (donations, locked and internal ones too)', async (productId) => {
    const product = await getProduct(productId);
    const seeded = demoProducts.find((p) => p.id === productId);
    expect(product.skus.map((sku) => sku.skuNumber)).toEqual(seeded?.skus.map((sku) => sku.skuNumber));
    expect(product.skus.every((sku) => sku.images.length > 0)).toBe(true);
    expect(product.skus.filter((sku) => sku.isDefault)).toHaveLength(1);
  });

  it('marks the donation SKUs as custom amounts and the back-ordered SKU', async () => {
    const donation = await getProduct('P108');
    expect(donation.skus.map((sku) => [sku.skuNumber, sku.isCustomAmount])).toEqual([
      ['KFCSH', true],
      ['KFCAN', true],
    ]);
    const peppermint = await getProduct('P101');
    expect(peppermint.skus.map((sku) => [sku.skuNumber, sku.isBackOrdered, sku.isCustomAmount])).toEqual([
      ['PEP05', false, false],
      ['PEP15', true, false],
    ]);
  });

  it('gives each image the pixel size the image route serves', async () => {
    for (const sku of (await getProduct('P105')).skus) {
      for (const image of sku.images) {
        const svg = await (await get(image.imageSrc)).text();
        expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${image.width}" height="${image.height}"`));
        expect((await get(image.thumbSrc)).status).toBe(200);
        expect((await get(image.highResSrc)).status).toBe(200);
      }
    }
  });

  it('formats prices in the currency of the store country', async () => {
    const canada = createApp({
      db: t.db,
      distDir: t.distDir,
      store: { country: 'CAN', locale: 'en-US', guestOrderingEnabled: true, sponsorSiteId: 'demo' },
    });
    const response = await canada.request(requestPath(productEndpoint.path, { productId: 'P102' }));
    const { data } = await readData(response, productEndpoint);
    expect(data.skus.map((sku) => sku.formattedRetailPrice)).toEqual(['CA$19.99', 'CA$49.99']);
    expect(data.skus[0]).toMatchObject({ formattedBv: '15.00', formattedPv: '16.00' });
  });

  it('answers 404 with a message for an unknown product', async () => {
    const response = await get('/api/products/P999');
    expect(response.status).toBe(404);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({ type: 'error', source: 'product', code: 'notFound' }),
    ]);
  });

  it.each(['%00', 'P1%00', 'a%20b', 'x'.repeat(65)])(
    'refuses the malformed product id %s with 422, never 500',
    async (productId) => {
      const response = await get(`/api/products/${productId}`);
      expect(response.status).toBe(422);
      expect(await readRefusal(response)).toEqual([
        expect.objectContaining({ type: 'validatorMessage', source: 'productId', code: 'invalid' }),
      ]);
    },
  );
});

describe('GET /api/products/by-page/{detailPage}', () => {
  it('answers the product whose detail page it is', async () => {
    const response = await get(requestPath(productByPageEndpoint.path, { detailPage: 'citrus-body-wash' }));
    const { data } = await readData(response, productByPageEndpoint);
    expect(data.productId).toBe('P105');
    expect(data.skus).toHaveLength(4);
  });

  it('answers 404 for an unknown detail page', async () => {
    const response = await get('/api/products/by-page/no-such-page');
    expect(response.status).toBe(404);
    expect((await readRefusal(response))[0]?.code).toBe('notFound');
  });

  it.each(demoProducts.map((product) => product.detailPage))('answers the seeded detail page %s', async (detailPage) => {
    const response = await get(requestPath(productByPageEndpoint.path, { detailPage }));
    expect((await readData(response, productByPageEndpoint)).data.detailPage).toBe(detailPage);
  });

  it.each(['a%00b', '%00', 'a.b', 'x'.repeat(65)])(
    'refuses the malformed detail page %s with 422, never 500',
    async (detailPage) => {
      const response = await get(`/api/products/by-page/${detailPage}`);
      expect(response.status).toBe(422);
      expect(await readRefusal(response)).toEqual([
        expect.objectContaining({ type: 'validatorMessage', source: 'detailPage', code: 'invalid' }),
      ]);
    },
  );
});

describe('GET /api/products', () => {
  it('lists the first 12 products in catalogue order, with every category sorted', async () => {
    const list = await listProducts();
    expect(ids(list.items)).toEqual(catalogueIds.slice(0, 12));
    expect(list).toMatchObject({ total: demoProducts.length, page: 1, pageSize: 12, categories });
  });

  it('pages: the last page holds the rest, a page past the end none', async () => {
    const first = await listProducts({ pageSize: 5 });
    expect(ids(first.items)).toEqual(catalogueIds.slice(0, 5));
    const third = await listProducts({ pageSize: 5, page: 3 });
    expect(ids(third.items)).toEqual(catalogueIds.slice(10, 15));
    expect(third).toMatchObject({ total: demoProducts.length, page: 3, pageSize: 5 });
    const past = await listProducts({ pageSize: 5, page: 4 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(demoProducts.length);
    expect((await listProducts({ pageSize: 48 })).items).toHaveLength(demoProducts.length);
  });

  it('sorts by name and by the default SKU price, up and down', async () => {
    const names = (await listProducts({ sort: 'name' })).items.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names[0]).toBe('Citrus Body Wash');

    const up = (await listProducts({ sort: 'price-asc' })).items.map(defaultPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await listProducts({ sort: 'price-desc' })).items;
    expect(down.map(defaultPrice)).toEqual([...up].reverse());
    expect(down[0]?.productId).toBe('P107');
  });

  it('filters by category without regard to case, and still lists every category', async () => {
    const skinCare = await listProducts({ category: 'skin care' });
    expect(ids(skinCare.items)).toEqual(['P104', 'P105']);
    expect(skinCare).toMatchObject({ total: 2, categories });
    const sorted = await listProducts({ category: 'Essential Oils', sort: 'price-desc' });
    expect(ids(sorted.items)).toEqual(['P100', 'P101']);
    expect((await listProducts({ category: 'Nothing' })).items).toEqual([]);
    expect((await listProducts({ category: '' })).total).toBe(demoProducts.length);
  });

  it('answers the products `ids` names in their order, skipping unknown ids', async () => {
    const list = await listProducts({ ids: 'P103,P100,NOPE,P101' });
    expect(ids(list.items)).toEqual(['P103', 'P100', 'P101']);
    expect(list.total).toBe(3);
    expect(ids((await listProducts({ ids: 'P106, P102,P106' })).items)).toEqual(['P106', 'P102']);
    expect(ids((await listProducts({ ids: 'P103,P100,P101', sort: 'name' })).items)).toEqual(['P103', 'P100', 'P101']);
    expect(ids((await listProducts({ ids: 'P104,P100,P101', category: 'Essential Oils' })).items)).toEqual(['P100', 'P101']);
    expect(ids((await listProducts({ ids: 'P100,P101,P102', pageSize: 2, page: 2 })).items)).toEqual(['P102']);
    expect((await listProducts({ ids: '' })).items).toEqual([]);
  });

  it('ignores query parameters it does not know', async () => {
    expect((await listProducts({ cacheBust: 1 })).total).toBe(demoProducts.length);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=49', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageSize=', 'pageSize'],
    ['pageSize=1.5', 'pageSize'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1e3', 'page'],
    ['page=99999999999999999999', 'page'],
    ['sort=cheapest', 'sort'],
    ['sort=', 'sort'],
    ['ids=P100,not%20an%20id', 'ids.1'],
    [`ids=${Array.from({ length: 101 }, (_, i) => `P${i}`).join(',')}`, 'ids'],
    [`category=${'x'.repeat(101)}`, 'category'],
  ])('refuses %s with 422 and a message about %s', async (query, source) => {
    const response = await get(`/api/products?${query}`);
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([expect.objectContaining({ type: 'validatorMessage', source, code: 'invalid' })]);
  });

  it('pages up to the largest page size the client knows, and no further', async () => {
    expect((await listProducts({ pageSize: MAX_PRODUCT_PAGE_SIZE })).pageSize).toBe(MAX_PRODUCT_PAGE_SIZE);
    const response = await get(`/api/products?pageSize=${MAX_PRODUCT_PAGE_SIZE + 1}`);
    expect(response.status).toBe(422);
    expect((await readRefusal(response))[0]).toMatchObject({
      source: 'pageSize',
      value: `pageSize must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}.`,
    });
  });

  it('reports every bad parameter at once', async () => {
    const response = await get('/api/products?page=x&pageSize=100&sort=up');
    expect(response.status).toBe(422);
    expect((await readRefusal(response)).map((message) => message.source).sort()).toEqual(['page', 'pageSize', 'sort']);
  });

  it('is one query to the database, as is a product and a category of them', async () => {
    const { db, queries } = recordQueries(t.db);
    const app = createApp({ db, distDir: t.distDir });
    for (const path of [
      requestPath(productListEndpoint.path, {}, { category: 'Wellness', sort: 'price-desc', page: 1, pageSize: 2 }),
      requestPath(productEndpoint.path, { productId: catalogueIds[0] ?? '' }),
      requestPath(suggestedProductsEndpoint.path, { cartSystemId: 'default', name: 'Wellness' }),
    ]) {
      queries.length = 0;
      expect((await app.request(path)).status).toBe(200);
      expect(queries).toHaveLength(1);
    }
  });
});

describe('GET /api/suggested-products/cart-system/{cartSystemId}/product-category-name/{name}', () => {
  it('answers every product of the category, without regard to case', async () => {
    expect(ids(await suggested('Essential Oils'))).toEqual(['P100', 'P101']);
    expect(ids(await suggested('wellness', 'US-1'))).toEqual(['P106', 'P107']);
  });

  it('answers an empty list for an unknown category', async () => {
    expect(await suggested('Garden Tools')).toEqual([]);
  });

  it('refuses a cart system id that is not a short token with 422', async () => {
    const response = await get(requestPath(suggestedProductsEndpoint.path, { cartSystemId: 'a b', name: 'Wellness' }));
    expect(response.status).toBe(422);
    expect((await readRefusal(response))[0]).toMatchObject({ source: 'cartSystemId', code: 'invalid' });
  });
});

describe('GET /api/v2/certification-training/public/user-is-certified/{userId}', () => {
  it('answers whether the user is certified, with no login needed', async () => {
    expect(await isCertified('1001')).toBe(true);
    expect(await isCertified('1002')).toBe(false);
    expect(await isCertified('1003')).toBe(false);
  });

  it('answers the same to a signed-in visitor, and false for an unknown user', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    expect(await isCertified('1001', { Cookie: cookie })).toBe(true);
    expect(await isCertified('9999')).toBe(false);
  });

  it('refuses a user id that is not a short token with 422', async () => {
    const response = await get(requestPath(userIsCertifiedEndpoint.path, { userId: 'x'.repeat(65) }));
    expect(response.status).toBe(422);
    expect((await readRefusal(response))[0]).toMatchObject({ source: 'userId', code: 'invalid' });
  });
});
