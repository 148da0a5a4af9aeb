import type { ProductImage } from '#contracts/products.ts';
import { routePath, type Routes } from '#host/routes.ts';

/** The product's detail page: the host's productPage route (`/p/{detailPage}` by default). */
export function productPagePath(routes: Pick<Routes, 'productPage'>, detailPage: string): string {
  return routePath(routes.productPage, { detailPage });
}

/** An image's text alternative: its caption, else the product's name. */
export function imageAlt(image: ProductImage, productName: string): string {
  return image.caption.trim() || productName;
}
