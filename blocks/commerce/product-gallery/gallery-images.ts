import type { Product, ProductImage, ProductSku } from '#contracts/products.ts';
import { defaultSku } from '../shared/sku-selection.ts';

/**
 * The pictures to show for the chosen SKU: its own, else the default SKU's, else the first SKU
 * that has any, so choosing a SKU without pictures never empties the gallery.
 */
export function galleryImages(product: Product, sku: ProductSku): ProductImage[] {
  if (sku.images.length > 0) return sku.images;
  const fallback = defaultSku(product);
  if (fallback.images.length > 0) return fallback.images;
  return product.skus.find((s) => s.images.length > 0)?.images ?? [];
}

/** Changes only when the pictures do, so two SKUs sharing pictures keep the gallery where it is. */
export function imagesKey(images: readonly ProductImage[]): string {
  return images.map((image) => image.imageId).join('|');
}

/** Steps through `count` images, wrapping at either end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}
