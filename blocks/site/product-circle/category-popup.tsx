import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { productListEndpoint } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { ProductGrid } from '../../commerce/shared/product-card/product-card.tsx';
import type { CategoryVideo } from './category-actions.ts';
import { productCircleLabels } from './labels.ts';

export type CategoryProductsState = 'loading' | 'ready' | 'empty' | 'error';

/** The dialog's content: the category's video, then its products, each with price and a quick Add to Cart. */
export function CategoryPopup({ productIds, video }: { productIds: readonly string[]; video: CategoryVideo | null }) {
  return (
    <div className="cmsb-product-circle__popup">
      {video ? <CategoryVideoPlayer video={video} /> : null}
      {productIds.length > 0 ? <CategoryProducts productIds={productIds} /> : null}
    </div>
  );
}

function CategoryVideoPlayer({ video }: { video: CategoryVideo }) {
  const labels = useLabels(productCircleLabels);
  const { locale } = useHostConfig();
  return (
    // Not autoplaying: the visitor starts it (and its sound) with the player's own controls.
    <video
      className="cmsb-product-circle__video"
      controls
      preload="metadata"
      playsInline
      poster={video.poster}
      width={640}
      height={360}
    >
      <source src={video.src} />
      <track kind="captions" src={video.captionsSrc} srcLang={locale.split('-')[0]} label={labels.captions} default />
      {labels.videoUnsupported}
    </video>
  );
}

/** One list call for the category's products (the catalogue keeps the ids' order). */
function CategoryProducts({ productIds }: { productIds: readonly string[] }) {
  const labels = useLabels(productCircleLabels);
  const api = useApiClient();
  const query = useQuery(
    apiQueryOptions(api, productListEndpoint, { query: { ids: productIds.join(','), page: 1, pageSize: productIds.length } }),
  );
  const products = query.data?.items ?? [];
  const state: CategoryProductsState = query.isError
    ? 'error'
    : !query.data
      ? 'loading'
      : products.length > 0
        ? 'ready'
        : 'empty';

  return (
    <div className="cmsb-product-circle__products" data-state={state}>
      {state === 'error' ? (
        <ErrorBanner
          message={labels.loadError}
          takesFocus={false}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      ) : state === 'loading' ? (
        <Spinner label={labels.loading} />
      ) : state === 'empty' ? (
        <p className="cmsb-product-circle__message">{labels.empty}</p>
      ) : (
        <ProductGrid products={products} headingLevel={3} />
      )}
    </div>
  );
}
