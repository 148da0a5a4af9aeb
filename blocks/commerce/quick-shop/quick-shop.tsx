import { useQueries } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { productListEndpoint, type Product } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ProductGrid } from '../shared/product-card/product-card.tsx';
import { quickShopLabels } from './labels.ts';
import css from './quick-shop.css?inline';
import { groupSections, idBatches, uniqueProductIds, type QuickShopGroup, type QuickShopSection } from './sections.ts';

export interface QuickShopProps {
  sections: QuickShopSection[];
}

export type QuickShopState = 'loading' | 'ready' | 'error';

/** Products in the editor's titled sections, each a card with quick add; one list call loads them all. */
export function QuickShop({ sections }: QuickShopProps) {
  useStyles(css);
  const labels = useLabels(quickShopLabels);
  const api = useApiClient();
  const batches = idBatches(uniqueProductIds(sections));
  const results = useQueries({
    queries: batches.map((ids) =>
      apiQueryOptions(api, productListEndpoint, { query: { ids: ids.join(','), page: 1, pageSize: ids.length } }),
    ),
  });

  let state: QuickShopState;
  let body: ReactNode;
  if (results.some((result) => result.isError)) {
    state = 'error';
    body = (
      <>
        <ErrorBanner message={labels.loadError} />
        <Button
          variant="secondary"
          className="cmsb-quick-shop__retry"
          onClick={() => results.forEach((result) => result.isError && void result.refetch())}
        >
          {labels.retry}
        </Button>
      </>
    );
  } else if (results.every((result) => result.data)) {
    state = 'ready';
    const products: Product[] = results.flatMap((result) => result.data?.items ?? []);
    body = groupSections(sections, products).map((group, index) => <QuickShopSectionView key={index} group={group} />);
  } else {
    state = 'loading';
    body = <Spinner label={labels.loading} className="cmsb-quick-shop__spinner" />;
  }

  return (
    <div className="cmsb-quick-shop" data-state={state}>
      {body}
    </div>
  );
}

function QuickShopSectionView({ group }: { group: QuickShopGroup }) {
  const labels = useLabels(quickShopLabels);
  const { editMode } = useHostConfig();
  const headingId = useId();
  return (
    <section className="cmsb-quick-shop__section" aria-labelledby={headingId}>
      <h2 className="cmsb-quick-shop__title" id={headingId}>
        {group.title}
      </h2>
      {editMode && group.missingIds.length > 0 ? (
        <p className="cmsb-quick-shop__missing" role="note">
          {fillLabel(labels.missing, { ids: group.missingIds.join(', ') })}
        </p>
      ) : null}
      {group.products.length > 0 ? (
        <ProductGrid products={group.products} headingLevel={3} />
      ) : (
        <p className="cmsb-quick-shop__message">{labels.sectionEmpty}</p>
      )}
    </section>
  );
}
