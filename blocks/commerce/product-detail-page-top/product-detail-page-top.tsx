import { useId, useState } from 'react';
import type { Product, ProductSku } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { imageAlt } from '../shared/product-display.ts';
import { CertificationStatus } from '../shared/product-purchase/certification.tsx';
import { ProductBlock } from '../shared/product-purchase/product-block.tsx';
import { PurchaseForm } from '../shared/product-purchase/purchase-form.tsx';
import { PurchaseSkeleton } from '../shared/product-purchase/skeleton.tsx';
import { SkuPrice } from '../shared/product-purchase/sku-price.tsx';
import { useSelectedSku } from '../shared/sku-selection.ts';
import { productDetailTopLabels } from './labels.ts';
import css from './product-detail-page-top.css?inline';
import { PurchaseOptions } from './purchase-options.tsx';
import type { PurchasePlan } from './subscription-rules.ts';

export interface ProductDetailPageTopProps {
  /** Absent until the editor has saved the page once. */
  productId?: string | undefined;
}

/** The top of a product page: gallery, name, price, options, purchase option (Subscribe & Save), Add to Cart, certification. */
export function ProductDetailPageTop({ productId }: ProductDetailPageTopProps) {
  useStyles(css);
  return (
    <ProductBlock productId={productId} className="cmsb-detail-top" skeleton={<DetailTopSkeleton />}>
      {(product) => <ReadyDetailTop product={product} />}
    </ProductBlock>
  );
}

function ReadyDetailTop({ product }: { product: Product }) {
  const [sku, chooseSku] = useSelectedSku(product);
  const { user } = useHostConfig();
  const [plan, choosePlan] = useState<PurchasePlan>('once');
  // A donation is a gift of the amount the giver chose: nothing to subscribe to, whatever the product says.
  const subscription = sku.isCustomAmount ? null : product.subscription;
  return (
    <div className="cmsb-detail-top__layout">
      <SkuImages product={product} sku={sku} />
      <div className="cmsb-detail-top__info">
        <h2 className="cmsb-detail-top__name">{product.name}</h2>
        <SkuPrice sku={sku} showBvPv={false} />
        {product.skus.length > 1 && <OptionButtons product={product} sku={sku} onChoose={chooseSku} />}
        <PurchaseForm
          product={product}
          sku={sku}
          onChooseSku={chooseSku}
          optionSelect={false}
          purchaseOption={
            subscription && <PurchaseOptions sku={sku} subscription={subscription} plan={plan} onChoose={choosePlan} />
          }
          autoShip={Boolean(subscription && user) && plan === 'subscribe'}
        />
        <ViewerCertification />
      </div>
    </div>
  );
}

/** The selected SKU's main image and, when it has several, thumbnails that pick the main one. */
function SkuImages({ product, sku }: { product: Product; sku: ProductSku }) {
  const labels = useLabels(productDetailTopLabels);
  // note: the choice remembers its SKU, so choosing another option starts at that option's first image.
  const [shown, setShown] = useState<{ skuNumber: string; index: number } | null>(null);
  const index = shown?.skuNumber === sku.skuNumber ? shown.index : 0;
  const main = sku.images[index] ?? sku.images[0];
  return (
    <div className="cmsb-detail-top__media">
      {main && (
        <img
          className="cmsb-detail-top__image"
          src={main.imageSrc}
          width={main.width}
          height={main.height}
          alt={imageAlt(main, product.name)}
          // The page's largest paint: fetched at once and first.
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      )}
      {sku.images.length > 1 && (
        <ul className="cmsb-detail-top__thumbs" aria-label={labels.images}>
          {sku.images.map((image, i) => (
            <li key={image.imageId}>
              <button
                type="button"
                className="cmsb-detail-top__thumb"
                aria-pressed={i === index}
                onClick={() => setShown({ skuNumber: sku.skuNumber, index: i })}
              >
                <img
                  className="cmsb-detail-top__thumb-image"
                  src={image.thumbSrc}
                  width={image.width}
                  height={image.height}
                  alt={imageAlt(image, product.name)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One button per SKU; choosing one switches every block of the product on the page. */
function OptionButtons({ product, sku, onChoose }: { product: Product; sku: ProductSku; onChoose: (skuNumber: string) => void }) {
  const labels = useLabels(productDetailTopLabels);
  const labelId = useId();
  return (
    <div className="cmsb-detail-top__options" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="cmsb-detail-top__options-label">
        {labels.options}
      </p>
      <div className="cmsb-detail-top__option-list">
        {product.skus.map((option) => (
          <Button
            key={option.skuNumber}
            variant="secondary"
            className="cmsb-detail-top__option"
            aria-pressed={option.skuNumber === sku.skuNumber}
            onClick={() => onChoose(option.skuNumber)}
          >
            {option.optionDescription}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The signed-in shopper's certification: the badge, or for a distributor (status D) the get-certified notice. */
function ViewerCertification() {
  const { user } = useHostConfig();
  if (!user) return null;
  return <CertificationStatus userId={user.id} noticeAllowed={user.status === 'D'} />;
}

function DetailTopSkeleton() {
  return (
    <div className="cmsb-detail-top__layout">
      <div className="cmsb-detail-top__media">
        <span className="cmsb-skeleton cmsb-detail-top__image-skeleton" />
        {/* Most options have several images: keep their thumbnail row's space. */}
        <span className="cmsb-skeleton cmsb-detail-top__thumbs-skeleton" />
      </div>
      <div className="cmsb-detail-top__info">
        <span className="cmsb-skeleton cmsb-detail-top__name-skeleton" />
        <PurchaseSkeleton />
      </div>
    </div>
  );
}
