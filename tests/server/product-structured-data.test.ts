// @vitest-environment jsdom
// jsdom supplies a real HTML parser (DOMParser) to read the pages; the app itself runs as on Node.
import { requestPath } from '#contracts/endpoint.ts';
import { productByPageEndpoint, type Product, type ProductSku } from '#contracts/products.ts';
import { storeSettingsFromEnv } from '../../server/commerce/store-settings.ts';
import { demoProduct } from '../../server/db/seed-catalogue.ts';
import { featuredProduct, productPage, productPagePath } from '../../server/pages/products.ts';
import {
  productStructuredData,
  productStructuredDataScript,
  type ProductJsonLd,
} from '../../server/pages/product-structured-data.ts';
import { readData } from './support/cart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost';
const HOSTILE_NAME = '</script><script>alert(1)</script>\u2028<!-- & \u2029 -->';

async function getPage(path: string) {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

function readJsonLd(doc: Document): { script: Element; data: ProductJsonLd } {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const [script] = scripts;
  if (!script) throw new Error('The page has no ld+json script');
  return { script, data: JSON.parse(script.textContent) as ProductJsonLd };
}

async function apiProduct(detailPage: string): Promise<Product> {
  const response = await t.app.request(requestPath(productByPageEndpoint.path, { detailPage }));
  return (await readData(response, productByPageEndpoint)).data;
}

const apiDefaultSku = (product: Product) => product.skus.find((sku) => sku.isDefault) ?? product.skus[0];

describe('the product page', () => {
  it("carries one schema.org Product, with the API's name, images, price and currency", async () => {
    const { doc } = await getPage(productPage.samplePath);
    const { script, data } = readJsonLd(doc);
    const product = await apiProduct(featuredProduct.detailPage);
    const sku = apiDefaultSku(product);

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.productId,
      offers: {
        '@type': 'Offer',
        price: sku?.retailPrice.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}${productPage.samplePath}`,
      },
    });
    expect(data.offers?.price).toBe('12.50');
    expect(data.image.length).toBeGreaterThan(0);
    expect(data.image[0]).toBe(`${ORIGIN}${sku?.images[0]?.highResSrc}`);
    for (const image of data.image) {
      expect(image).toMatch(/^http:\/\/localhost\/demo-images\/[\w-]+\.svg$/);
      expect((await t.app.request(new URL(image).pathname)).status).toBe(200);
    }

    const slot = doc.querySelector('[data-block="product-detail-page-top"]');
    expect(slot?.compareDocumentPosition(script)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(doc.querySelector('main script[type="application/ld+json"]')).toBe(script);
  });

  it('gives the page address without its query string', async () => {
    const { doc } = await getPage(`${productPage.samplePath}?country=PHL&utm_source=mail`);
    expect(readJsonLd(doc).data.offers?.url).toBe(`${ORIGIN}${productPage.samplePath}`);
  });

  it('states no price for a donation, whose amount the giver chooses', async () => {
    const { doc } = await getPage(productPagePath(demoProduct('P108').detailPage));
    const { data } = readJsonLd(doc);
    expect(data.name).toBe(demoProduct('P108').name);
    expect(data).not.toHaveProperty('offers');
  });

  it('keeps a hostile product name inside its script, read back exactly', async () => {
    const target = demoProduct('P103');
    const { doc: plain } = await getPage(productPagePath(demoProduct('P104').detailPage));
    await t.db.query('update products set name = $1 where id = $2', [HOSTILE_NAME, target.id]);
    try {
      const { html, doc } = await getPage(productPagePath(target.detailPage));
      const scriptKinds = (d: Document) => [...d.querySelectorAll('script')].map((s) => s.getAttribute('type'));
      expect(scriptKinds(doc)).toEqual(scriptKinds(plain));
      expect(html).not.toContain('<script>alert(1)');

      const { script, data } = readJsonLd(doc);
      expect(data.name).toBe(HOSTILE_NAME);
      expect(script.textContent).not.toMatch(/[<>&\u2028\u2029]/);
      expect((await apiProduct(target.detailPage)).name).toBe(HOSTILE_NAME);
    } finally {
      await t.db.query('update products set name = $1 where id = $2', [target.name, target.id]);
    }
  });
});

const sku = (overrides: Partial<ProductSku>): ProductSku => ({
  skuNumber: 'S1',
  optionDescription: '',
  retailPrice: 12.5,
  formattedRetailPrice: '$12.50',
  bv: 0,
  pv: 0,
  formattedBv: '0.00',
  formattedPv: '0.00',
  isDefault: false,
  isBackOrdered: false,
  isCustomAmount: false,
  images: [],
  ...overrides,
});

const image = (src: string) => ({
  imageId: src,
  imageSrc: src,
  thumbSrc: src,
  highResSrc: src,
  caption: '',
  width: 800,
  height: 800,
});

const product = (overrides: Partial<Product>): Product => ({
  productId: 'X1',
  name: 'Test product',
  description: '',
  detailPage: 'test-product',
  category: 'Tests',
  subscription: null,
  skus: [sku({ isDefault: true })],
  ...overrides,
});

const address = {
  pageUrl: new URL('https://shop.example.com/p/test-product'),
  settings: storeSettingsFromEnv({}),
};

describe('productStructuredData', () => {
  it('writes prices with two decimals', () => {
    const at = (retailPrice: number) => productStructuredData(product({ skus: [sku({ retailPrice })] }), address).offers?.price;
    expect(at(12.5)).toBe('12.50');
    expect(at(7)).toBe('7.00');
    expect(at(19.99)).toBe('19.99');
  });

  it("takes the default SKU's offer and the store country's currency", () => {
    const skus = [sku({ skuNumber: 'A', retailPrice: 5 }), sku({ skuNumber: 'B', retailPrice: 9, isDefault: true })];
    const data = productStructuredData(product({ skus }), { ...address, settings: { ...address.settings, country: 'PHL' } });
    expect(data.offers).toMatchObject({ price: '9.00', priceCurrency: 'PHP' });
  });

  it('says BackOrder for a back-ordered default SKU, which can still be added to the cart', () => {
    const data = productStructuredData(product({ skus: [sku({ isBackOrdered: true })] }), address);
    expect(data.offers?.availability).toBe('https://schema.org/BackOrder');
  });

  it("lists every picture once, the default SKU's first, resolved against the page's origin", () => {
    const skus = [
      sku({ skuNumber: 'A', images: [image('/media/a.jpg'), image('/media/shared.jpg')] }),
      sku({ skuNumber: 'B', isDefault: true, images: [image('/media/b.jpg'), image('https://cdn.example.com/c.jpg')] }),
      sku({ skuNumber: 'C', images: [image('/media/shared.jpg')] }),
    ];
    expect(productStructuredData(product({ skus }), address).image).toEqual([
      'https://shop.example.com/media/b.jpg',
      'https://cdn.example.com/c.jpg',
      'https://shop.example.com/media/a.jpg',
      'https://shop.example.com/media/shared.jpg',
    ]);
  });

  it('leaves out an empty description', () => {
    expect(productStructuredData(product({ description: '  ' }), address)).not.toHaveProperty('description');
    expect(productStructuredData(product({ description: 'Calm.' }), address).description).toBe('Calm.');
  });

  it('writes a script no product text can end, which parses back to the same data', () => {
    const hostile = product({ name: HOSTILE_NAME, description: '<img src=x onerror=alert(1)> & \u2028' });
    const html = productStructuredDataScript(hostile, address);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(productStructuredData(hostile, address));

    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect((JSON.parse(doc.querySelector('script')?.textContent ?? '') as ProductJsonLd).name).toBe(HOSTILE_NAME);
  });
});
