import {
  HOME_PAGE_GRID_COLUMNS,
  type HomePageProduct,
  type HomePageProductCount,
  type HomePageProductsSection,
} from '#contracts/site-settings.ts';

/** The products the grid shows: the picks the catalogue still lists, at most the chosen count. */
export function shownProducts(section: HomePageProductsSection): HomePageProduct[] {
  return section.products.slice(0, section.productCount);
}

/** Rows of 3 (accounts spec 9): 3 products make one row, 6 two. */
export const gridRows = (count: number) => Math.ceil(count / HOME_PAGE_GRID_COLUMNS);

/** The price a card shows: the default SKU's, else the first SKU's (none without SKUs). */
export function defaultPrice(product: HomePageProduct): string | null {
  const sku = product.skuOptions.find((option) => option.isDefault) ?? product.skuOptions[0];
  return sku?.formattedRetailPrice ?? null;
}

const withProducts = (section: HomePageProductsSection, products: HomePageProduct[]): HomePageProductsSection => ({
  ...section,
  productIds: products.map((product) => product.productId),
  products,
});

/** A new count; fewer places keep the first picks (the server takes at most `productCount`). */
export function withProductCount(section: HomePageProductsSection, productCount: HomePageProductCount): HomePageProductsSection {
  return withProducts({ ...section, productCount }, section.products.slice(0, productCount));
}

/** Whether one more pick fits. */
export const hasRoom = (section: HomePageProductsSection) => section.products.length < section.productCount;

/** `product` added at the end, unless it is picked already or no place is left. */
export function withPick(section: HomePageProductsSection, product: HomePageProduct): HomePageProductsSection {
  if (!hasRoom(section) || section.productIds.includes(product.productId)) return section;
  return withProducts(section, [...section.products, product]);
}

export function withoutPick(section: HomePageProductsSection, productId: string): HomePageProductsSection {
  return withProducts(
    section,
    section.products.filter((product) => product.productId !== productId),
  );
}

/** The pick moved one place up (-1) or down (+1); at either end nothing changes. */
export function withMovedPick(section: HomePageProductsSection, productId: string, step: -1 | 1): HomePageProductsSection {
  const from = section.products.findIndex((product) => product.productId === productId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= section.products.length) return section;
  const products = [...section.products];
  const [moved] = products.splice(from, 1);
  if (moved) products.splice(to, 0, moved);
  return withProducts(section, products);
}

/** Whether a product's name holds every word of the search, without regard to case. */
export function matchesSearch(name: string, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = name.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
