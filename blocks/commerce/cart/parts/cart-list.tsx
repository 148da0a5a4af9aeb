import type { Order } from '../../../../src/contracts/commerce.ts';
import { formatMoney } from '../../../../src/format/money.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { OrderLine, OrderLines } from '../../shared/order-line.tsx';
import { lineOption, lineTotal } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';
import { LineQuantity } from './line-quantity.tsx';

/**
 * The cart lines: Item, Price, Qty; quantity steppers and remove buttons when editable, and each
 * line's total. Every control is named after its product and option, so two options of one
 * product can be told apart.
 */
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
  const config = useHostConfig();
  return (
    <OrderLines caption={labels.itemsHeading}>
      {order.items.map((item) => {
        const name = fillLabel(labels.lineName, { name: item.name, option: lineOption(item) });
        return (
          <OrderLine
            key={item.skuNumber}
            item={item}
            quantity={
              <>
                <div className="cmsb-cart-line-qty">
                  <LineQuantity
                    item={item}
                    label={fillLabel(labels.quantityOf, { name })}
                    editable={editable}
                    onChange={(qty) => onQuantity?.(item.skuNumber, qty)}
                  />
                  {editable && !item.qtyIsLocked ? (
                    <button
                      type="button"
                      className="cmsb-cart-remove"
                      aria-label={fillLabel(labels.remove, { name })}
                      onClick={() => onQuantity?.(item.skuNumber, 0)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  ) : null}
                </div>
                <p className="cmsb-cart-line-total">
                  {fillLabel(labels.lineTotal, { amount: formatMoney(lineTotal(item), config) })}
                </p>
              </>
            }
          />
        );
      })}
    </OrderLines>
  );
}
