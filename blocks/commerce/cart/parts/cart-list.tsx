import type { Order, OrderItem } from '#contracts/commerce.ts';
import { formatMoney } from '#format/money.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { OrderLine, OrderLines } from '../../shared/order-line.tsx';
import { lineOption, lineTotal, isQuantityReadOnly, lineQuantityLimits } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';
import { useState } from 'react';
import { QuantityStepper } from '#ui/quantity-stepper.tsx';

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

interface LineQuantityProps {
  item: OrderItem;
  /** The stepper's name, telling this line from the product's other lines. */
  label: string;
  editable: boolean;
  /** Sets the line's quantity on the server; called once per step, Enter or change on leaving the field. */
  onChange: (qty: number) => void;
}

/** A cart line's quantity: a stepper from 1 to the line's maximum, plain text when read-only. */
function LineQuantity({ item, label, editable, onChange }: LineQuantityProps) {
  const [text, setText] = useState(String(item.qty));
  const [shownQty, setShownQty] = useState(item.qty);
  // note: a new quantity from the server (this island's change or another's) replaces what the field holds.
  if (shownQty !== item.qty) {
    setShownQty(item.qty);
    setText(String(item.qty));
  }
  const { min, max } = lineQuantityLimits(item);
  return (
    <QuantityStepper
      label={label}
      hideLabel
      text={text}
      onTextChange={setText}
      onCommit={(qty) => {
        if (qty !== item.qty) onChange(qty);
      }}
      min={min}
      max={max}
      readOnly={isQuantityReadOnly(item, editable)}
    />
  );
}
