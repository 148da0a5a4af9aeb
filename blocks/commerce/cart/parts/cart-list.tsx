import type { SaveOutcome } from '#api/use-save.ts';
import { isTicketFormItem, type Order, type OrderItem } from '#contracts/commerce.ts';
import { formatMoney } from '#format/money.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { OrderLine, OrderLines } from '../../shared/order-line.tsx';
import { lineOption, lineTotal, isQuantityReadOnly, lineQuantityLimits } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';
import { useState } from 'react';
import { QuantityStepper } from '#ui/quantity-stepper.tsx';

/** Sets a line's quantity on the server (0 removes it) and tells what came of it. */
type SetQuantity = (skuNumber: string, qty: number) => Promise<SaveOutcome<unknown>>;

/**
 * The cart lines: Item, Price, Qty; quantity steppers and remove buttons when editable, and each
 * line's total. Every control is named after its product and option, so two options of one
 * product can be told apart. A conference ticket or feature line shows its quantity without a
 * stepper and links to the ticket form, where tickets are added (the server refuses a raised line).
 */
export function CartList({ order, editable, onQuantity }: { order: Order; editable: boolean; onQuantity?: SetQuantity }) {
  const labels = useLabels(cartLabels);
  const config = useHostConfig();
  const setQuantity: SetQuantity = (skuNumber, qty) => onQuantity?.(skuNumber, qty) ?? Promise.resolve({ status: 'skipped' });
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
                    onChange={(qty) => setQuantity(item.skuNumber, qty)}
                  />
                  {editable && !item.qtyIsLocked ? (
                    <button
                      type="button"
                      className="cmsb-cart-remove"
                      aria-label={fillLabel(labels.remove, { name })}
                      onClick={() => void setQuantity(item.skuNumber, 0)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  ) : null}
                </div>
                {editable && isTicketFormItem(item) ? (
                  <p className="cmsb-cart-ticket-form">
                    <a href={config.routes.conferencePurchase}>{labels.ticketForm}</a>
                  </p>
                ) : null}
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
  onChange: (qty: number) => Promise<SaveOutcome<unknown>>;
}

/**
 * A cart line's quantity: a stepper from 1 to the line's maximum, plain text when read-only. The
 * field shows what was typed until the server answers, then the server's quantity.
 */
function LineQuantity({ item, label, editable, onChange }: LineQuantityProps) {
  const [text, setText] = useState(String(item.qty));
  // The server's quantity the field was last set to; null once a change is refused, so the field
  // goes back to the server's number even when the refusal leaves that number as it was.
  const [shownQty, setShownQty] = useState<number | null>(item.qty);
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
        if (qty === item.qty) return;
        void onChange(qty).then((outcome) => {
          if (outcome.status === 'error' || outcome.status === 'conflict') setShownQty(null);
        });
      }}
      min={min}
      max={max}
      readOnly={isQuantityReadOnly(item, editable)}
    />
  );
}
