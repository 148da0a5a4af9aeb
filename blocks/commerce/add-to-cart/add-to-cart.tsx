import type { Product } from '#contracts/products.ts';
import { ProductBlock } from '../shared/product-purchase/product-block.tsx';
import { PurchaseForm } from '../shared/product-purchase/purchase-form.tsx';
import { PurchaseSkeleton } from '../shared/product-purchase/skeleton.tsx';
import { SkuPrice } from '../shared/product-purchase/sku-price.tsx';
import { useSelectedSku } from '../shared/sku-selection.ts';

export interface AddToCartProps {
  /** Absent until the editor has saved the page once. */
  productId?: string | undefined;
  showBvPv: boolean;
}

/** Price, option select, quantity (or a donation amount) and Add to Cart for one product. */
export function AddToCart({ productId, showBvPv }: AddToCartProps) {
  return (
    <ProductBlock productId={productId} className="cmsb-add-to-cart" skeleton={<PurchaseSkeleton showBvPv={showBvPv} />}>
      {(product) => <ReadyAddToCart product={product} showBvPv={showBvPv} />}
    </ProductBlock>
  );
}

function ReadyAddToCart({ product, showBvPv }: { product: Product; showBvPv: boolean }) {
  const [sku, chooseSku] = useSelectedSku(product);
  return (
    <>
      <SkuPrice sku={sku} showBvPv={showBvPv} />
      <PurchaseForm product={product} sku={sku} onChooseSku={chooseSku} optionSelect />
    </>
  );
}
