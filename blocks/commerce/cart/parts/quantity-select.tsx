import type { OrderItem } from '../../../../src/contracts/commerce.ts';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { isQuantityReadOnly, quantityChoices } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';

/** The 0 to 200 quantity dropdown (plus the line's own quantity above 200); plain text when read-only. */
export function QuantitySelect({
  item,
  editable,
  onChange,
}: {
  item: OrderItem;
  editable: boolean;
  onChange: (qty: number) => void;
}) {
  const labels = useLabels(cartLabels);
  const label = fillLabel(labels.quantityOf, { name: item.name });
  if (isQuantityReadOnly(item, editable)) {
    return (
      <span className="cmsb-cart-qty cmsb-cart-qty--readonly" aria-label={label}>
        {item.qty}
      </span>
    );
  }
  return (
    <select
      className="cmsb-cart-qty"
      aria-label={label}
      value={item.qty}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {quantityChoices(item.qty).map((qty) => (
        <option key={qty} value={qty}>
          {qty}
        </option>
      ))}
    </select>
  );
}
