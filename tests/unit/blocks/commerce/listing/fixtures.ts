import type { OrderItem } from '../../../../../src/contracts/commerce.ts';
import type { Product, ProductImage, ProductList, ProductSku } from '../../../../../src/contracts/products.ts';
import type { FakeHandler } from '../../../../support/fake-fetch.ts';
import { cartOrder } from '../fixtures/cart-orders.ts';

/** A square placeholder picture as a data URL, so stories and tests need no image server. */
export function pictureUrl(label: string, size = 800): string {
  let hue = 0;
  for (const char of label) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="hsl(${hue} 45% 85%)"/>` +
    `<text x="400" y="420" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#1f2937">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function image(imageId: string, caption = ''): ProductImage {
  return {
    imageId,
    imageSrc: pictureUrl(imageId),
    thumbSrc: pictureUrl(`${imageId} thumb`, 120),
    highResSrc: pictureUrl(`${imageId} large`, 1600),
    caption,
    width: 800,
    height: 800,
  };
}

export function sku(skuNumber: string, patch: Partial<ProductSku> = {}): ProductSku {
  const price = patch.retailPrice ?? 10;
  return {
    skuNumber,
    optionDescription: skuNumber,
    retailPrice: price,
    formattedRetailPrice: `$${price.toFixed(2)}`,
    bv: 10,
    pv: 10,
    formattedBv: '10.00',
    formattedPv: '10.00',
    isDefault: false,
    isBackOrdered: false,
    isCustomAmount: false,
    images: [image(`${skuNumber.toLowerCase()}-1`, `${skuNumber} picture`)],
    ...patch,
  };
}

export function product(productId: string, patch: Partial<Product> = {}): Product {
  const name = patch.name ?? `Product ${productId}`;
  return {
    productId,
    name,
    description: `${name} description`,
    detailPage: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    category: 'Essential Oils',
    subscription: null,
    skus: [sku(`${productId}-A`, { isDefault: true })],
    ...patch,
  };
}

export const lavender = product('P100', {
  name: 'Lavender Essential Oil',
  skus: [
    sku('LAV05', {
      optionDescription: '5 mL',
      retailPrice: 12.5,
      isDefault: true,
      images: [image('lavender-5ml-front', 'Lavender 5 mL bottle'), image('lavender-5ml-label', 'Lavender 5 mL label')],
    }),
    sku('LAV15', {
      optionDescription: '15 mL',
      retailPrice: 29,
      images: [image('lavender-15ml-front', 'Lavender 15 mL bottle'), image('lavender-15ml-label', '')],
    }),
    sku('LAV30', { optionDescription: '30 mL', retailPrice: 49, images: [] }),
  ],
});

export const omega = product('P103', {
  name: 'Omega-3 Fish Oil',
  category: 'Supplements',
  skus: [
    sku('OMG60', {
      optionDescription: '60 softgels',
      retailPrice: 24.5,
      isDefault: true,
      images: [image('omega-3-front', 'Omega-3, 60 softgels')],
    }),
  ],
});

export const peppermint = product('P101', {
  name: 'Peppermint Essential Oil',
  skus: [
    sku('PEP05', { optionDescription: '5 mL', retailPrice: 11, isDefault: true }),
    sku('PEP15', { optionDescription: '15 mL', retailPrice: 26, isBackOrdered: true }),
  ],
});

export const donation = product('P108', {
  name: 'Kids Foundation donation',
  category: 'Donations',
  skus: [
    sku('KFCSH', { optionDescription: 'Donation', retailPrice: 1, isDefault: true, isCustomAmount: true }),
    sku('KFCAN', { optionDescription: 'Donation (annual)', retailPrice: 1, isCustomAmount: true }),
  ],
});

/** Essential oils for the suggestion strip: P100 to P105. */
export const oils: Product[] = [
  lavender,
  peppermint,
  product('P102', { name: 'Eucalyptus Essential Oil' }),
  product('P104', { name: 'Lemon Essential Oil' }),
  product('P105', { name: 'Tea Tree Essential Oil' }),
  product('P106', { name: 'Frankincense Essential Oil' }),
];

export function productList(items: Product[], patch: Partial<ProductList> = {}): ProductList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    categories: ['Donations', 'Essential Oils', 'Supplements'],
    ...patch,
  };
}

export function cartItem(skuNumber: string, name = skuNumber): OrderItem {
  return {
    itemCode: skuNumber,
    skuNumber,
    qty: 1,
    qtyIsLocked: false,
    name,
    detailPage: null,
    price: 10,
    type: 'product',
    data: {},
    sku: {
      number: skuNumber,
      productId: `P-${skuNumber}`,
      description: name,
      images: { thumbSrc: null, mainImage: { imageSrc: null } },
      bv: 10,
      pv: 10,
      formattedBv: '10.00',
      formattedPv: '10.00',
      formattedPrice: '$10.00',
      data: { isBackOrdered: false },
    },
  };
}

/** The cart with these SKUs in it. */
export const cartWith = (...skuNumbers: string[]) => cartOrder({ items: skuNumbers.map((s) => cartItem(s)) });

export const CART = 'GET /api/cart/order/current';
export const ADD_ITEMS = 'POST /api/cart/order/current/items';
export const PRODUCTS = 'GET /api/products';

export const answer =
  (data: unknown): FakeHandler =>
  () => ({ data });

/** The query parameters of a recorded request. */
export const searchParams = (search: string) => Object.fromEntries(new URLSearchParams(search));
