import type { Product, ProductImage, ProductSku } from '../../../../src/contracts/products.ts';
import { defaultSku } from '../sku-selection.ts';
import type { Routes } from '../../../../src/host/routes.ts';
import { productPagePath } from '../product-display.ts';

/**
 * The SKUs a card can add with one click: donation SKUs (KFCSH, KFCAN) need an amount, which
 * only the add-to-cart block on the product page asks for, so cards leave them out.
 */
export function quickAddSkus(product: Product): ProductSku[] {
  return product.skus.filter((sku) => !sku.isCustomAmount);
}

/** The SKU a card starts with: the product's default when it can be quick-added, else the first that can. */
export function initialCardSku(product: Product): ProductSku | undefined {
  const skus = quickAddSkus(product);
  const fallback = defaultSku(product);
  return skus.find((sku) => sku.skuNumber === fallback.skuNumber) ?? skus[0];
}

/** The picture of a card: the chosen SKU's first image, else the default SKU's, else any SKU's. */
export function cardImage(product: Product, sku: ProductSku | undefined): ProductImage | undefined {
  return sku?.images[0] ?? defaultSku(product).images[0] ?? product.skus.find((s) => s.images.length > 0)?.images[0];
}

/** The product's detail page (the productPage route), or null when it has none. */
export function productPageUrl(product: Product, routes: Pick<Routes, 'productPage'>): string | null {
  return product.detailPage ? productPagePath(routes, product.detailPage) : null;
}
