import type { ProductSku } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { formatPoints } from '../points.ts';
import { addToCartLabels } from './labels.ts';

/**
 * The selected SKU's retail price, formatted by the server, and when asked its BV and PV, grouped
 * for the page's locale.
 * A donation SKU has no price of its own (the giver types the amount), so it shows none.
 */
export function SkuPrice({ sku, showBvPv }: { sku: ProductSku; showBvPv: boolean }) {
  const labels = useLabels(addToCartLabels);
  const { locale } = useHostConfig();
  if (sku.isCustomAmount) return null;
  return (
    <div className="cmsb-purchase__pricing">
      <p className="cmsb-purchase__price">
        <span className="cmsb-visually-hidden">{labels.price}: </span>
        <span className="cmsb-purchase__price-value">{sku.formattedRetailPrice}</span>
      </p>
      {showBvPv && (
        <p className="cmsb-purchase__points">
          <span>
            {labels.bv}: {formatPoints(sku.bv, locale)}
          </span>
          <span>
            {labels.pv}: {formatPoints(sku.pv, locale)}
          </span>
        </p>
      )}
    </div>
  );
}
