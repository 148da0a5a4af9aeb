import type { Order, OrderItem, OrderItemUpdate } from '../../../../../src/contracts/commerce.ts';
import type { Product, ProductImage, ProductSku } from '../../../../../src/contracts/products.ts';
import type { FakeHandler } from '../../../../support/fake-fetch.ts';
import { cartOrder } from '../fixtures/cart-orders.ts';

/** Products, carts and fake server routes for the product blocks' tests and stories. */

const IMAGE_SIZE = 800;

/** A self-contained picture (no server needed): a coloured square with a word on it. */
function picture(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 80 80">` +
    `<rect width="80" height="80" fill="${color}"/>` +
    `<text x="40" y="44" font-size="8" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function image(imageId: string, caption: string, color = '#6d28d9'): ProductImage {
  const src = picture(caption || imageId, color);
  return { imageId, imageSrc: src, thumbSrc: src, highResSrc: src, caption, width: IMAGE_SIZE, height: IMAGE_SIZE };
}

export function sku(skuNumber: string, price: number, patch: Partial<ProductSku> = {}): ProductSku {
  return {
    skuNumber,
    optionDescription: skuNumber,
    retailPrice: price,
    formattedRetailPrice: `$${price.toFixed(2)}`,
    bv: Math.round(price * 0.8),
    pv: Math.round(price * 0.8),
    formattedBv: `${Math.round(price * 0.8)}.00`,
    formattedPv: `${Math.round(price * 0.8)}.00`,
    isDefault: false,
    isBackOrdered: false,
    isCustomAmount: false,
    images: [image(`${skuNumber}-1`, `${skuNumber} front`)],
    ...patch,
  };
}

/** Three sizes; the 5 mL one is the default. */
export function lavender(productId = 'P100'): Product {
  return {
    productId,
    name: 'Lavender Essential Oil',
    description: 'Steam-distilled lavender.',
    detailPage: 'lavender-essential-oil',
    category: 'Essential Oils',
    subscription: { discountPercent: 10 },
    skus: [
      sku('LAV05', 12.5, {
        optionDescription: '5 mL',
        isDefault: true,
        images: [image('lav05-front', 'Lavender 5 mL bottle'), image('lav05-label', 'Lavender 5 mL label', '#4c1d95')],
      }),
      sku('LAV15', 29, {
        optionDescription: '15 mL',
        images: [image('lav15-front', 'Lavender 15 mL bottle', '#7c3aed'), image('lav15-label', '', '#5b21b6')],
      }),
      sku('LAV30', 49, { optionDescription: '30 mL', images: [image('lav30-front', 'Lavender 30 mL bottle', '#8b5cf6')] }),
    ],
  };
}

/** One SKU only: no option select or buttons. */
export function omega(productId = 'P103'): Product {
  return {
    productId,
    name: 'Omega-3 Fish Oil',
    description: 'Purified fish oil.',
    detailPage: 'omega-3-fish-oil',
    category: 'Supplements',
    subscription: { discountPercent: 10 },
    skus: [
      sku('OMG60', 24.5, {
        optionDescription: '60 softgels',
        isDefault: true,
        images: [image('omega-front', 'Omega-3, 60 softgels', '#b45309')],
      }),
    ],
  };
}

/** The donation SKUs KFCSH and KFCAN take a custom amount. */
export function donation(productId = 'P108'): Product {
  const kids = [image('kids', 'Kids Foundation', '#047857')];
  return {
    productId,
    name: 'Kids Foundation donation',
    description: 'Every dollar helps.',
    detailPage: 'kids-foundation-donation',
    category: 'Donations',
    subscription: null,
    skus: [
      sku('KFCSH', 1, { optionDescription: 'Donation', isDefault: true, isCustomAmount: true, bv: 0, pv: 0, images: kids }),
      sku('KFCAN', 1, { optionDescription: 'Donation (annual)', isCustomAmount: true, bv: 0, pv: 0, images: kids }),
    ],
  };
}

/** A product whose only SKU is back-ordered. */
export function peppermint(productId = 'P101'): Product {
  return {
    productId,
    name: 'Peppermint Essential Oil',
    description: 'Cool, bright peppermint.',
    detailPage: 'peppermint-essential-oil',
    category: 'Essential Oils',
    subscription: { discountPercent: 10 },
    skus: [
      sku('PEP15', 26, {
        optionDescription: '15 mL',
        isDefault: true,
        isBackOrdered: true,
        images: [image('pep15', 'Peppermint 15 mL bottle', '#047857')],
      }),
    ],
  };
}

export const productPath = (productId: string) => `/api/products/${productId}`;
export const certifiedPath = (userId: string) => `/api/v2/certification-training/public/user-is-certified/${userId}`;
export const CART_GET = 'GET /api/cart/order/current';
export const CART_ADD = 'POST /api/cart/order/current/items';
export const CART_PATCH = 'PATCH /api/cart/order/current';

/** A cart line for `skuNumber`. */
export function line(skuNumber: string, qty: number, price = 10): OrderItem {
  return {
    itemCode: skuNumber,
    skuNumber,
    qty,
    qtyIsLocked: false,
    name: skuNumber,
    detailPage: null,
    price,
    type: 'product',
    data: {},
    sku: {
      number: skuNumber,
      productId: 'P',
      description: '',
      images: { thumbSrc: null, mainImage: { imageSrc: null } },
      bv: 0,
      pv: 0,
      formattedBv: '0.00',
      formattedPv: '0.00',
      formattedPrice: `$${price.toFixed(2)}`,
      data: { isBackOrdered: false },
    },
  };
}

/**
 * A fake server cart with the reference server's 'add' rule (adds qty to the line, or appends it):
 * `get` answers the current order, `add` applies the posted items and answers the new order.
 */
export function fakeCart(items: OrderItem[] = []) {
  let order: Order = cartOrder({ items });
  const get: FakeHandler = () => ({ data: order });
  const add: FakeHandler = (request) => {
    const updates = (request.body as { items: OrderItemUpdate[] }).items;
    let next = [...order.items];
    for (const update of updates) {
      const existing = next.find((item) => item.skuNumber === update.skuNumber);
      next = existing
        ? next.map((item) => (item === existing ? { ...item, qty: item.qty + update.qty } : item))
        : [...next, line(update.skuNumber, update.qty, update.customAmount)];
    }
    order = { ...order, items: next };
    return { data: order };
  };
  /** Applies a patch of order fields (auto-ship) and answers the new order. */
  const patch: FakeHandler = (request) => {
    const fields = request.body as { isAutoShip?: boolean; autoShipIsMonthly?: boolean };
    order = { ...order, shipping: { data: { ...order.shipping.data, ...fields } } };
    return { data: order };
  };
  return { get, add, patch, order: () => order };
}

/** A product route answering `product`. */
export const answer =
  (data: unknown): FakeHandler =>
  () => ({ data });
