import type { Product } from '#contracts/products.ts';

export interface QuickShopSection {
  title: string;
  productIds: readonly string[];
}

export interface QuickShopGroup {
  title: string;
  /** The section's products that the catalogue has, in the section's order. */
  products: Product[];
  /** Ids the catalogue did not answer (unknown, or without SKUs). */
  missingIds: string[];
}

/** The most products one list call answers (the endpoint's largest page). */
export const PRODUCTS_PER_CALL = 48;

/** Every product id of the sections, once each, in order of first appearance. */
export function uniqueProductIds(sections: readonly QuickShopSection[]): string[] {
  return [...new Set(sections.flatMap((section) => section.productIds))];
}

/** The ids split into calls of at most `size`: one call for the usual page of up to 48 products. */
export function idBatches(ids: readonly string[], size = PRODUCTS_PER_CALL): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

/** The products grouped into the editor's sections; a product may appear in several. */
export function groupSections(sections: readonly QuickShopSection[], products: readonly Product[]): QuickShopGroup[] {
  const byId = new Map(products.map((product) => [product.productId, product]));
  return sections.map((section) => {
    const ids = [...new Set(section.productIds)];
    return {
      title: section.title,
      products: ids.flatMap((id) => byId.get(id) ?? []),
      missingIds: ids.filter((id) => !byId.has(id)),
    };
  });
}
