import type { ProductSku } from '../../../../src/contracts/products.ts';
import { useLabels } from '../../../../src/host/labels.ts';
import { addToCartLabels } from './labels.ts';

/**
 * The selected SKU's retail price and, when asked, its BV and PV, all formatted by the server.
 * A donation SKU has no price of its own (the giver types the amount), so it shows none.
 */
export function SkuPrice({ sku, showBvPv }: { sku: ProductSku; showBvPv: boolean }) {
  const labels = useLabels(addToCartLabels);
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
            {labels.bv}: {sku.formattedBv}
          </span>
          <span>
            {labels.pv}: {sku.formattedPv}
          </span>
        </p>
      )}
    </div>
  );
}
