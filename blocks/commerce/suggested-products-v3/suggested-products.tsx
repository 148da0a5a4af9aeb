import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { suggestedProductsEndpoint, type Product } from '#contracts/products.ts';
import { useLabels } from '#host/labels.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { useCartOrder } from '../shared/cart-query.ts';
import { ProductGrid } from '../shared/product-card/product-card.tsx';
import { suggestedProductsLabels } from './labels.ts';
import { cartSkuNumbers, suggestProducts, type RandomSource } from './suggest.ts';
import css from './suggested-products.css?inline';

export interface SuggestedProductsProps {
  /** The current page's product, never suggested. */
  productId?: string | undefined;
  categoryName: string;
  count: number;
  cartSystemId: string;
}

export type SuggestedProductsState = 'loading' | 'ready' | 'empty' | 'error';

interface Pick {
  source: readonly Product[];
  key: string;
  items: Product[];
}

/**
 * A strip of products from a category, shuffled, without the page's product or anything already in
 * the cart. The pick is made once per answer: adding a suggestion to the cart does not reshuffle the
 * strip under the visitor's pointer.
 */
export function SuggestedProducts({
  productId,
  categoryName,
  count,
  cartSystemId,
  random = Math.random,
}: SuggestedProductsProps & { random?: RandomSource }) {
  useStyles(css);
  const labels = useLabels(suggestedProductsLabels);
  const headingId = useId();
  const list = useQuery(
    apiQueryOptions(useApiClient(), suggestedProductsEndpoint, { params: { cartSystemId, name: categoryName } }),
  );
  // A cart that fails to load excludes nothing; one still loading is waited for, so nothing
  // shown is taken away again a moment later. Where no cart can exist, nothing is loading.
  const cart = useCartOrder();
  const key = `${count}|${productId ?? ''}`;
  const [pick, setPick] = useState<Pick | null>(null);
  const current = pick && list.data && pick.source === list.data && pick.key === key ? pick : null;
  if (list.data && !cart.isLoading && !current) {
    setPick({
      source: list.data,
      key,
      items: suggestProducts(list.data, {
        excludeProductIds: productId ? [productId] : [],
        excludeSkuNumbers: cartSkuNumbers(cart.data?.order),
        count,
        random,
      }),
    });
  }

  let state: SuggestedProductsState;
  let body: ReactNode;
  if (current) {
    state = current.items.length > 0 ? 'ready' : 'empty';
    body =
      current.items.length > 0 ? (
        <ProductGrid products={current.items} headingLevel={3} />
      ) : (
        <p className="cmsb-suggested-products__message">{labels.empty}</p>
      );
  } else if (list.isError) {
    state = 'error';
    body = <p className="cmsb-suggested-products__message">{labels.loadError}</p>;
  } else {
    state = 'loading';
    body = <Spinner label={labels.loading} className="cmsb-suggested-products__spinner" />;
  }

  return (
    <section className="cmsb-suggested-products" aria-labelledby={headingId} data-state={state}>
      <h2 className="cmsb-suggested-products__heading" id={headingId}>
        {labels.heading}
      </h2>
      {body}
    </section>
  );
}
