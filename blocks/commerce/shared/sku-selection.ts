import { useCallback, useSyncExternalStore } from 'react';
import type { Product, ProductSku } from '#contracts/products.ts';

type Listener = () => void;

/**
 * The SKU chosen for each product on the page. Every block of a product (add-to-cart, detail
 * top, gallery) reads and writes the same choice, so choosing in one switches the others.
 */
export function createSkuSelectionStore() {
  const chosen = new Map<string, string>();
  const listeners = new Set<Listener>();
  return {
    get: (productId: string) => chosen.get(productId),
    set(productId: string, skuNumber: string) {
      if (chosen.get(productId) === skuNumber) return;
      chosen.set(productId, skuNumber);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store: module state is shared by all islands, which run in one React root. */
export const skuSelection = createSkuSelectionStore();

/** The product's default SKU: the one marked default, else the first. */
export function defaultSku(product: Product): ProductSku {
  const sku = product.skus.find((candidate) => candidate.isDefault) ?? product.skus[0];
  if (!sku) throw new Error(`Product "${product.productId}" has no SKU`);
  return sku;
}

/** The SKU chosen for `product` (a chosen SKU the product no longer has falls back to the default). */
export function selectedSku(product: Product, chosenSkuNumber: string | undefined): ProductSku {
  return product.skus.find((sku) => sku.skuNumber === chosenSkuNumber) ?? defaultSku(product);
}

export function useSelectedSku(product: Product): [ProductSku, (skuNumber: string) => void] {
  const chosen = useSyncExternalStore(
    skuSelection.subscribe,
    () => skuSelection.get(product.productId),
    () => undefined,
  );
  const choose = useCallback((skuNumber: string) => skuSelection.set(product.productId, skuNumber), [product.productId]);
  return [selectedSku(product, chosen), choose];
}
