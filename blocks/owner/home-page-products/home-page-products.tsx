import { lazy, Suspense } from 'react';
import { useLabels } from '#host/labels.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { DEFAULT_HOME_PAGE_PRODUCT_COUNT } from '#contracts/site-settings.ts';
import { useSiteSections } from '../shared/site-sections.ts';
import css from './home-page-products.css?inline';
import { homePageProductsLabels } from './labels.ts';
import { ProductsView } from './products-view.tsx';
import { shownProducts } from './products-rules.ts';

// note: the editing code is its own chunk (the edit/ folder), fetched only for the owner in edit mode.
const EditableProducts = lazy(() => import('./edit/editable-products.tsx').then((m) => ({ default: m.EditableProducts })));

export interface HomePageProductsProps {
  heading?: string | undefined;
}

/**
 * The site owner's 3 or 6 products in rows of 3. Visitors see the grid, or nothing while the owner
 * has chosen none; the owner in edit mode edits it in place.
 */
export function HomePageProducts({ heading }: HomePageProductsProps) {
  useStyles(css);
  const labels = useLabels(homePageProductsLabels);
  const { editMode } = useHostConfig();
  const { siteId, query, canEdit } = useSiteSections();
  const title = heading ?? labels.heading;

  if (siteId === '') return null;
  if (query.isError) {
    // Visitors lose nothing they asked for: only an editor is told.
    return editMode ? (
      <ErrorBanner
        message={labels.loadError}
        takesFocus={false}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {labels.retry}
          </Button>
        }
      />
    ) : null;
  }
  const section = query.data?.homePageProducts;
  const loading = <ProductsView heading={title} products={[]} count={DEFAULT_HOME_PAGE_PRODUCT_COUNT} state="loading" busy />;
  if (!section) return loading;
  if (canEdit) {
    return (
      <Suspense
        fallback={<ProductsView heading={title} products={shownProducts(section)} count={section.productCount} state="ready" />}
      >
        <EditableProducts heading={title} siteId={siteId} section={section} />
      </Suspense>
    );
  }
  const products = shownProducts(section);
  if (products.length === 0) return null;
  return <ProductsView heading={title} products={products} count={section.productCount} state="ready" />;
}
