import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { homePageProductChoicesEndpoint, type Product } from '#contracts/products.ts';
import { toHomePageProduct, type HomePageProduct } from '#contracts/site-settings.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import type { Routes } from '#host/routes.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { productPagePath } from '../../../commerce/shared/product-display.ts';
import { homePageProductsLabels } from '../labels.ts';
import { matchesSearch } from '../products-rules.ts';

interface ProductPickerProps {
  picked: readonly string[];
  /** No place is left: adding waits until a pick goes or the count grows. */
  full: boolean;
  count: number;
  onAdd: (product: HomePageProduct) => void;
}

/**
 * A search over the products the server offers for the grid (the listed goods, up to 48, filtered
 * here as the owner types): no donation, service or subscription.
 */
export function ProductPicker({ picked, full, count, onAdd }: ProductPickerProps) {
  const labels = useLabels(homePageProductsLabels);
  const api = useApiClient();
  const { routes } = useHostConfig();
  const [search, setSearch] = useState('');
  const catalogue = useQuery(apiQueryOptions(api, homePageProductChoicesEndpoint));
  const matches = (catalogue.data ?? []).filter((product) => matchesSearch(product.name, search));

  return (
    <div className="cmsb-hpp-edit__picker">
      <TextField
        label={labels.searchLabel}
        hint={labels.searchHint}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {full ? <p className="cmsb-hpp-edit__note">{fillLabel(labels.full, { count })}</p> : null}
      {catalogue.isError ? (
        <ErrorBanner
          message={labels.catalogueError}
          takesFocus={false}
          action={
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      ) : !catalogue.data ? (
        <Spinner label={labels.loading} />
      ) : matches.length === 0 ? (
        <p className="cmsb-hpp-edit__note">{labels.noMatches}</p>
      ) : (
        <ul className="cmsb-hpp-edit__results">
          {matches.map((product) => (
            <li key={product.productId} className="cmsb-hpp-edit__result">
              <span>{product.name}</span>
              <Button
                variant="secondary"
                disabled={full || picked.includes(product.productId)}
                onClick={() => onAdd(asHomePageProduct(product, routes))}
              >
                {labels.add} <span className="cmsb-visually-hidden">{product.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const asHomePageProduct = (product: Product, routes: Routes) =>
  toHomePageProduct(product, productPagePath(routes, product.detailPage));
