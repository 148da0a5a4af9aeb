import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { productListEndpoint, ProductSortSchema } from '#contracts/products.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ProductGrid } from '../shared/product-card/product-card.tsx';
import css from './all-products.css?inline';
import { catalogueQuery, catalogueReducer, categoryChoices, pageCount } from './catalogue-query.ts';
import { allProductsLabels, SORT_LABEL_KEYS, type ProductSort } from './labels.ts';

export interface AllProductsProps {
  pageSize: number;
  /** The category shown first; the visitor can change it. */
  category?: string | undefined;
}

export type AllProductsState = 'loading' | 'ready' | 'empty' | 'error';

/**
 * The whole catalogue a page at a time, with a category filter, a sort order and Previous/Next.
 * The view lives in the block, not in the URL. Previous and Next stay focusable at either end
 * (aria-disabled), so focus stays on the button the visitor pressed while the next page loads.
 */
export function AllProducts({ pageSize, category }: AllProductsProps) {
  useStyles(css);
  const labels = useLabels(allProductsLabels);
  const headingId = useId();
  const [view, dispatch] = useReducer(catalogueReducer, { category: category ?? '', sort: 'name', page: 1 });
  const query = useQuery({
    ...apiQueryOptions(useApiClient(), productListEndpoint, { query: catalogueQuery(view, pageSize) }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? pageCount(data.total, pageSize) : 1;
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && view.page > pages;

  // The catalogue shrank under a later page: show its last page instead of an empty one.
  useEffect(() => {
    if (pastTheEnd) dispatch({ type: 'page', page: pages });
  }, [pastTheEnd, pages]);

  let state: AllProductsState;
  let body: ReactNode;
  if (query.isError) {
    state = 'error';
    body = (
      <>
        <ErrorBanner message={labels.loadError} />
        <Button variant="secondary" className="cmsb-all-products__retry" onClick={() => void query.refetch()}>
          {labels.retry}
        </Button>
      </>
    );
  } else if (data && data.items.length > 0) {
    state = 'ready';
    body = <ProductGrid products={data.items} headingLevel={3} busy={query.isPlaceholderData} />;
  } else if (data && !query.isPlaceholderData && !pastTheEnd) {
    state = 'empty';
    body = <p className="cmsb-all-products__message">{labels.empty}</p>;
  } else {
    state = 'loading';
    body = <Spinner label={labels.loading} className="cmsb-all-products__spinner" />;
  }

  const sortOptions = ProductSortSchema.options.map((sort) => ({ value: sort, label: labels[SORT_LABEL_KEYS[sort]] }));
  const choices = categoryChoices(data?.categories ?? [], view.category);
  // note: the server matches categories without regard to case; the select shows the catalogue's spelling
  const selectedCategory = choices.find((c) => c.toLowerCase() === view.category.toLowerCase()) ?? view.category;
  const categoryOptions = [{ value: '', label: labels.allCategories }, ...choices.map((c) => ({ value: c, label: c }))];
  const onFirst = view.page <= 1;
  const onLast = view.page >= pages;

  return (
    <section
      className="cmsb-all-products"
      aria-labelledby={headingId}
      data-state={state}
      aria-busy={query.isFetching || undefined}
    >
      <h2 className="cmsb-all-products__heading" id={headingId}>
        {labels.heading}
      </h2>
      <div className="cmsb-all-products__toolbar">
        <SelectField
          className="cmsb-all-products__filter"
          label={labels.category}
          value={selectedCategory}
          options={categoryOptions}
          onChange={(event) => dispatch({ type: 'category', category: event.target.value })}
        />
        <SelectField
          className="cmsb-all-products__filter"
          label={labels.sort}
          value={view.sort}
          options={sortOptions}
          onChange={(event) => dispatch({ type: 'sort', sort: event.target.value as ProductSort })}
        />
      </div>
      {body}
      {state !== 'error' && data && pages > 1 ? (
        <nav className="cmsb-all-products__pager" aria-label={labels.pagination}>
          <Button
            variant="secondary"
            aria-disabled={onFirst || undefined}
            onClick={() => !onFirst && dispatch({ type: 'page', page: view.page - 1 })}
          >
            {labels.previous}
          </Button>
          <p className="cmsb-all-products__page" aria-live="polite">
            {fillLabel(labels.pageOf, { page: view.page, pages })}
          </p>
          <Button
            variant="secondary"
            aria-disabled={onLast || undefined}
            onClick={() => !onLast && dispatch({ type: 'page', page: view.page + 1 })}
          >
            {labels.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
