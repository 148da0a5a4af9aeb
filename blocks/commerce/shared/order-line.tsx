import type { ReactNode } from 'react';
import type { OrderItem } from '#contracts/commerce.ts';
import type { PageConfig } from '#host/config.ts';
import { formatMoney } from '#format/money.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { orderLabels } from './labels.ts';
import { formatPoints } from './points.ts';
import { productPagePath } from './product-display.ts';

/** Where an item links: its detail page, only when item links are enabled for the store. */
export function itemLink(item: OrderItem, config: Pick<PageConfig, 'itemLinksEnabled' | 'routes'>): string | null {
  return config.itemLinksEnabled && item.detailPage ? productPagePath(config.routes, item.detailPage) : null;
}

/**
 * One order line: image, name, item code, description, BV and PV, backorder note, price, and a
 * quantity cell the caller provides (a dropdown in the cart, plain text on the receipt).
 */
export function OrderLine({ item, quantity, actions }: { item: OrderItem; quantity: ReactNode; actions?: ReactNode }) {
  const labels = useLabels(orderLabels);
  const config = useHostConfig();
  const link = itemLink(item, config);
  const image = item.sku.images.thumbSrc ?? item.sku.images.mainImage.imageSrc;
  return (
    <tr className="cmsb-order-line" data-sku={item.skuNumber}>
      <td className="cmsb-order-line__item">
        {image ? <img className="cmsb-order-line__image" src={image} alt="" width={64} height={64} loading="lazy" /> : null}
        <div className="cmsb-order-line__text">
          <p className="cmsb-order-line__name">{link ? <a href={link}>{item.name}</a> : item.name}</p>
          <p className="cmsb-order-line__meta">
            {labels.itemCode}: {item.itemCode}
          </p>
          {item.sku.description ? <p className="cmsb-order-line__meta">{item.sku.description}</p> : null}
          <p className="cmsb-order-line__meta">
            {labels.bv}: {formatPoints(item.sku.bv, config.locale)} · {labels.pv}: {formatPoints(item.sku.pv, config.locale)}
          </p>
          {item.sku.data.isBackOrdered ? <p className="cmsb-order-line__backordered">{labels.backordered}</p> : null}
        </div>
      </td>
      <td className="cmsb-order-line__price cmsb-order-amount">{formatMoney(item.price, config)}</td>
      <td className="cmsb-order-line__qty">
        {quantity}
        {actions}
      </td>
    </tr>
  );
}

/** The items table with the spec's columns: Item, Price, Qty. */
export function OrderLines({ caption, children }: { caption: string; children: ReactNode }) {
  const labels = useLabels(orderLabels);
  return (
    <table className="cmsb-order-lines">
      <caption className="cmsb-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.item}</th>
          <th scope="col" className="cmsb-order-amount">
            {labels.price}
          </th>
          <th scope="col">{labels.qty}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
