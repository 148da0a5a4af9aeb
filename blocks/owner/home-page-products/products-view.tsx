import { useId, type ReactNode } from 'react';
import type { HomePageProduct } from '#contracts/site-settings.ts';
import { useLabels } from '#host/labels.ts';
import { homePageProductsLabels } from './labels.ts';
import { defaultPrice } from './products-rules.ts';

export type ProductsViewState = 'loading' | 'ready' | 'empty';

interface ProductsViewProps {
  heading: string;
  products: readonly HomePageProduct[];
  /** 3 or 6: the places of the grid (rows of 3). */
  count: number;
  state: ProductsViewState;
  /** What shows while there are no products: the owner's invitation (visitors get no block at all). */
  empty?: ReactNode;
  /** The owner's editing controls, below the grid. */
  children?: ReactNode;
  busy?: boolean;
}

/** The grid visitors see: each product's picture, name linked to its page, default price and description. */
export function ProductsView({ heading, products, count, state, empty, children, busy = false }: ProductsViewProps) {
  const headingId = useId();
  return (
    <section className="cmsb-hpp" aria-labelledby={headingId} data-state={state} data-count={count} aria-busy={busy || undefined}>
      <h2 className="cmsb-hpp__heading" id={headingId}>
        {heading}
      </h2>
      {products.length > 0 ? (
        <ul className="cmsb-hpp__grid">
          {products.map((product) => (
            <li key={product.productId} className="cmsb-hpp__item">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      {children}
    </section>
  );
}

function ProductCard({ product }: { product: HomePageProduct }) {
  const labels = useLabels(homePageProductsLabels);
  const nameId = useId();
  const picture = product.thumbImage ?? product.image;
  const price = defaultPrice(product);
  return (
    <article className="cmsb-hpp__card" aria-labelledby={nameId} data-product={product.productId}>
      <div className="cmsb-hpp__media">
        {picture ? <img className="cmsb-hpp__image" src={picture} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="cmsb-hpp__text">
        <h3 className="cmsb-hpp__name" id={nameId}>
          <a href={product.detailPageUrl}>{product.name}</a>
        </h3>
        {price ? (
          <p className="cmsb-hpp__price">
            <span className="cmsb-visually-hidden">{labels.price} </span>
            {price}
          </p>
        ) : null}
        <p className="cmsb-hpp__description">{product.description}</p>
      </div>
    </article>
  );
}
