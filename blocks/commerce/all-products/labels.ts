import type * as v from 'valibot';
import type { ProductSortSchema } from '#contracts/products.ts';
import { defineLabels } from '#host/labels.ts';

export type ProductSort = v.InferOutput<typeof ProductSortSchema>;

/** Texts of the catalogue; a host overrides them as `allProducts.<key>`. */
export const allProductsLabels = defineLabels('allProducts', {
  heading: 'All Products',
  category: 'Category',
  allCategories: 'All categories',
  sort: 'Sort by',
  sortName: 'Name',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  loading: 'Loading products…',
  loadError: 'The products could not be loaded.',
  retry: 'Try again',
  empty: 'No products found.',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
});

export const SORT_LABEL_KEYS = {
  name: 'sortName',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
} as const satisfies Record<ProductSort, keyof typeof allProductsLabels.defaults>;
