import type { Order } from '#contracts/commerce.ts';
import type { Product } from '#contracts/products.ts';

/** A source of numbers in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number;

export interface SuggestOptions {
  /** Products never suggested, e.g. the product of the current page. */
  excludeProductIds?: Iterable<string>;
  /** SKUs already in the cart: a product holding any of them is not suggested. */
  excludeSkuNumbers?: Iterable<string>;
  /** How many to suggest at most. */
  count: number;
  random?: RandomSource;
}

/** A shuffled copy (Fisher–Yates), every order equally likely for a uniform `random`. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    // note: clamped, so a source that returns 1 cannot index past i
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The suggestion rule (commerce.md section 7): leave out the page's product and products already
 * in the cart, shuffle, and keep at most `count`. A product listed twice counts once.
 */
export function suggestProducts(products: readonly Product[], options: SuggestOptions): Product[] {
  const productIds = new Set(options.excludeProductIds ?? []);
  const skuNumbers = new Set(options.excludeSkuNumbers ?? []);
  const seen = new Set<string>();
  const candidates = products.filter((product) => {
    if (seen.has(product.productId) || productIds.has(product.productId)) return false;
    seen.add(product.productId);
    return !product.skus.some((sku) => skuNumbers.has(sku.skuNumber));
  });
  return shuffle(candidates, options.random).slice(0, Math.max(0, Math.floor(options.count)));
}

/** The SKUs of the cart's lines. */
export function cartSkuNumbers(order: Pick<Order, 'items'> | undefined): string[] {
  return order ? order.items.map((item) => item.skuNumber) : [];
}
