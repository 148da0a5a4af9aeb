import type { ProductImage } from '../../../src/contracts/products.ts';

/** The product's detail page: the /p/{detailPage} route. */
export function productPagePath(detailPage: string): string {
  return `/p/${encodeURIComponent(detailPage)}`;
}

/** An image's text alternative: its caption, else the product's name. */
export function imageAlt(image: ProductImage, productName: string): string {
  return image.caption.trim() || productName;
}
