import { useState } from 'react';
import type { OrderItem } from '../../../../src/contracts/commerce.ts';
import { QuantityStepper } from '../../../../src/ui/quantity-stepper.tsx';
import { isQuantityReadOnly, lineQuantityLimits } from '../cart-rules.ts';

export interface LineQuantityProps {
  item: OrderItem;
  /** The stepper's name, telling this line from the product's other lines. */
  label: string;
  editable: boolean;
  /** Sets the line's quantity on the server; called once per step, Enter or change on leaving the field. */
  onChange: (qty: number) => void;
}

/** A cart line's quantity: a stepper from 1 to the line's maximum, plain text when read-only. */
export function LineQuantity({ item, label, editable, onChange }: LineQuantityProps) {
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
