import type { ReactNode } from 'react';
import { classifyFailure } from '#api/errors/api-error.ts';
import type { Product } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { NothingToShow } from '#runtime/nothing-to-show.tsx';
import { useSlotFailure } from '#runtime/use-slot-failure.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { useProduct } from '../use-product.ts';
import { productLabels } from './labels.ts';
import css from './product-purchase.css?inline';

export type ProductBlockState = 'no-data' | 'loading' | 'not-found' | 'error' | 'ready';

export interface ProductBlockProps {
  /** Empty until the editor has saved the page once (an unregistered product block). */
  productId: string | undefined;
  /** The block's root class; the root carries `data-state`. */
  className: string;
  /** Shown while the product loads, sized like the ready block so the page does not move. */
  skeleton: ReactNode;
  children: (product: Product) => ReactNode;
}

/**
 * The states every product block shares: no data (a notice for editors, nothing for visitors),
 * loading (the block's skeleton), not found (nothing for visitors, a notice in edit mode: see
 * NothingToShow), failed (the error banner, with nothing to close back to), and ready (the block itself).
 */
export function ProductBlock({ productId, className, skeleton, children }: ProductBlockProps) {
  useStyles(css);
  const labels = useLabels(productLabels);
  const { editMode } = useHostConfig();
  if (!productId) {
    if (!editMode) return null;
    return (
      <div className={className} data-state="no-data">
        <Alert type="info">{labels.noData}</Alert>
      </div>
    );
  }
  return (
    <LoadedProduct productId={productId} className={className} skeleton={skeleton}>
      {children}
    </LoadedProduct>
  );
}

function LoadedProduct({ productId, className, skeleton, children }: ProductBlockProps & { productId: string }) {
  const labels = useLabels(productLabels);
  const query = useProduct(productId);
  const failure = query.isError && !query.data ? classifyFailure(query.error) : null;
  const gone = failure?.kind === 'not-found';
  useSlotFailure(failure && !gone ? `product ${productId} failed to load.` : null);
  if (gone) {
    return (
      <NothingToShow failure={`there is no product ${productId}.`}>
        <div className={className} data-state="not-found">
          <Alert type="warning">{labels.notFound}</Alert>
        </div>
      </NothingToShow>
    );
  }
  let state: ProductBlockState;
  let body: ReactNode;
  if (query.data) {
    state = 'ready';
    body = children(query.data);
  } else if (failure) {
    state = 'error';
    body = <ErrorBanner message={failure.message ?? labels.loadError} />;
  } else {
    state = 'loading';
    body = (
      <div className="cmsb-product-skeleton" aria-busy="true">
        <span role="status" className="cmsb-visually-hidden">
          {labels.loading}
        </span>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  }
  return (
    <div className={className} data-state={state}>
      {body}
    </div>
  );
}
