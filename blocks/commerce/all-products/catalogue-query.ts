import type { QueryParams } from '#contracts/endpoint.ts';
import type { ProductSort } from './labels.ts';

export interface CatalogueView {
  /** '' is every category. */
  category: string;
  sort: ProductSort;
  /** From 1. */
  page: number;
}

export type CatalogueAction =
  { type: 'category'; category: string } | { type: 'sort'; sort: ProductSort } | { type: 'page'; page: number };

/** A new filter or order starts again at page 1. */
export function catalogueReducer(view: CatalogueView, action: CatalogueAction): CatalogueView {
  switch (action.type) {
    case 'category':
      return view.category === action.category ? view : { ...view, category: action.category, page: 1 };
    case 'sort':
      return view.sort === action.sort ? view : { ...view, sort: action.sort, page: 1 };
    case 'page':
      return view.page === action.page ? view : { ...view, page: Math.max(1, Math.floor(action.page)) };
  }
}

/** The query string of the list call (productListEndpoint); no category means every one. */
export function catalogueQuery(view: CatalogueView, pageSize: number): QueryParams {
  return {
    ...(view.category ? { category: view.category } : {}),
    sort: view.sort,
    page: view.page,
    pageSize,
  };
}

/** At least one page, so an empty catalogue still reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The category select's choices: the catalogue's, plus the one asked for if the catalogue lacks it. */
export function categoryChoices(categories: readonly string[], selected: string): string[] {
  const lower = selected.toLowerCase();
  return selected && !categories.some((c) => c.toLowerCase() === lower) ? [...categories, selected] : [...categories];
}
