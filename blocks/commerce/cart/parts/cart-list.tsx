import type { Order } from '../../../../src/contracts/commerce.ts';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { OrderLine, OrderLines } from '../../shared/order-line.tsx';
import { cartLabels } from '../labels.ts';
import { QuantitySelect } from './quantity-select.tsx';

/** The cart lines: Item, Price, Qty; quantity dropdowns and remove buttons when editable. */
export function CartList({
  order,
  editable,
  onQuantity,
}: {
  order: Order;
  editable: boolean;
  onQuantity?: (skuNumber: string, qty: number) => void;
}) {
  const labels = useLabels(cartLabels);
  return (
    <OrderLines caption={labels.itemsHeading}>
      {order.items.map((item) => (
        <OrderLine
          key={item.skuNumber}
          item={item}
          quantity={<QuantitySelect item={item} editable={editable} onChange={(qty) => onQuantity?.(item.skuNumber, qty)} />}
          actions={
            editable && !item.qtyIsLocked ? (
              <button
                type="button"
                className="cmsb-cart-remove"
                aria-label={fillLabel(labels.remove, { name: item.name })}
                onClick={() => onQuantity?.(item.skuNumber, 0)}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null
          }
        />
      ))}
    </OrderLines>
  );
}
