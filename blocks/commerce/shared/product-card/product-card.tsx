import { useId, useState } from 'react';
import type { Product, ProductImage, ProductSku } from '#contracts/products.ts';
import type { SaveStatus } from '#api/use-save.ts';
import { mayOrder } from '#host/guest-ordering.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import type { Routes } from '#host/routes.ts';
import { Button, buttonClassName } from '#ui/forms/button.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { LogInToBuy } from '../log-in-to-buy.tsx';
import { productPagePath } from '../product-display.ts';
import { AddError } from '../product-purchase/add-error.tsx';
import { defaultSku } from '../sku-selection.ts';
import { useAddToCart } from '../use-add-to-cart.ts';
import { productCardLabels } from './labels.ts';
import css from './product-card.css?inline';

export type ProductCardState = 'idle' | 'adding' | 'added' | 'error';

const CARD_STATES = {
  idle: 'idle',
  pending: 'adding',
  saved: 'added',
  error: 'error',
  conflict: 'error',
} as const satisfies Record<SaveStatus, ProductCardState>;

export interface ProductCardProps {
  product: Product;
  /** The level of the product name's heading, one below the list's own heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One product in a list: image, name (linked to its page), the server's formatted price, an option
 * select when there is a choice, and a quick add of one unit (a link to log in instead, for a guest
 * where guests may not order). The option chosen here is the card's own: it is not the page
 * product's shared SKU selection.
 */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  useStyles(css);
  const labels = useLabels(productCardLabels);
  const addToCart = useAddToCart(fillLabel(labels.added, { name: product.name }));
  const config = useHostConfig();
  const canOrder = mayOrder(config);
  const nameId = useId();
  const skus = quickAddSkus(product);
  const [chosen, setChosen] = useState(() => initialCardSku(product)?.skuNumber);
  const sku = skus.find((s) => s.skuNumber === chosen) ?? skus[0];
  const image = cardImage(product, sku);
  const link = productPageUrl(product, config.routes);
  const Heading = `h${headingLevel}` as const;
  const state: ProductCardState = CARD_STATES[addToCart.status];

  return (
    <article className="cmsb-product-card" aria-labelledby={nameId} data-product={product.productId} data-state={state}>
      <div className="cmsb-product-card__media">
        {image ? (
          <img
            className="cmsb-product-card__image"
            src={image.thumbSrc || image.imageSrc}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <Heading className="cmsb-product-card__name" id={nameId}>
        {link ? <a href={link}>{product.name}</a> : product.name}
      </Heading>
      {sku ? (
        <>
          <p className="cmsb-product-card__price" data-sku={sku.skuNumber}>
            {sku.formattedRetailPrice}
          </p>
          {sku.isBackOrdered ? <p className="cmsb-product-card__note">{labels.backordered}</p> : null}
          {skus.length > 1 ? (
            <SelectField
              className="cmsb-product-card__option"
              label={
                <>
                  {labels.option} <span className="cmsb-visually-hidden">{product.name}</span>
                </>
              }
              value={sku.skuNumber}
              onChange={(event) => {
                setChosen(event.target.value);
                addToCart.reset();
              }}
              options={skus.map((s) => ({ value: s.skuNumber, label: s.optionDescription || s.skuNumber }))}
            />
          ) : sku.optionDescription ? (
            <p className="cmsb-product-card__option-text">{sku.optionDescription}</p>
          ) : null}
          <div className="cmsb-product-card__actions">
            {canOrder ? (
              <Button
                className="cmsb-product-card__add"
                busy={state === 'adding'}
                onClick={() => void addToCart.save({ skuNumber: sku.skuNumber, qty: 1 })}
              >
                {labels.addToCart} <span className="cmsb-visually-hidden">{product.name}</span>
              </Button>
            ) : (
              <LogInToBuy className="cmsb-product-card__add">
                {' '}
                <span className="cmsb-visually-hidden">{product.name}</span>
              </LogInToBuy>
            )}
          </div>
          <AddError failure={addToCart.failure} fallback={labels.addFailed} onClose={addToCart.reset} />
        </>
      ) : link ? (
        <div className="cmsb-product-card__actions">
          <a className={buttonClassName('secondary')} href={link}>
            {labels.chooseAmount} <span className="cmsb-visually-hidden">{product.name}</span>
          </a>
        </div>
      ) : null}
    </article>
  );
}

/** The responsive grid product cards are laid out in (a list, so screen readers count them). */
export function ProductGrid({
  products,
  headingLevel = 3,
  busy = false,
}: {
  products: readonly Product[];
  headingLevel?: 2 | 3 | 4;
  busy?: boolean;
}) {
  useStyles(css);
  return (
    <ul className="cmsb-product-grid" aria-busy={busy || undefined}>
      {products.map((product) => (
        <li key={product.productId} className="cmsb-product-grid__item">
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The SKUs a card can add with one click: donation SKUs (KFCSH, KFCAN) need an amount, which
 * only the add-to-cart block on the product page asks for, so cards leave them out.
 */
function quickAddSkus(product: Product): ProductSku[] {
  return product.skus.filter((sku) => !sku.isCustomAmount);
}

/** The SKU a card starts with: the product's default when it can be quick-added, else the first that can. */
function initialCardSku(product: Product): ProductSku | undefined {
  const skus = quickAddSkus(product);
  const fallback = defaultSku(product);
  return skus.find((sku) => sku.skuNumber === fallback.skuNumber) ?? skus[0];
}

/** The picture of a card: the chosen SKU's first image, else the default SKU's, else any SKU's. */
function cardImage(product: Product, sku: ProductSku | undefined): ProductImage | undefined {
  return sku?.images[0] ?? defaultSku(product).images[0] ?? product.skus.find((s) => s.images.length > 0)?.images[0];
}

/** The product's detail page (the productPage route), or null when it has none. */
function productPageUrl(product: Product, routes: Pick<Routes, 'productPage'>): string | null {
  return product.detailPage ? productPagePath(routes, product.detailPage) : null;
}
