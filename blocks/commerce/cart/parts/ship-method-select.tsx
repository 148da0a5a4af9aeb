import type { Order } from '../../../../src/contracts/commerce.ts';
import { useLabels } from '../../../../src/host/labels.ts';
import { writeStored } from '../../../../src/host/storage-keys.ts';
import { CheckboxField } from '../../../../src/ui/forms/checkbox-field.tsx';
import { SelectField } from '../../../../src/ui/forms/select-field.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';

/** The ship method; the shopper's choice is remembered on the device (userSetShipVia). */
export function ShipMethodSelect({ order }: { order: Order }) {
  const { writes } = useCart();
  const labels = useLabels(cartLabels);
  const methods = order.attributes.allowedShipMethods;
  return (
    <SelectField
      label={labels.shipMethod}
      value={order.shipping.data.shipVia === 0 ? '' : String(order.shipping.data.shipVia)}
      placeholder={labels.chooseShipMethod}
      options={methods.map((method) => ({ value: String(method.value), label: method.label }))}
      onChange={(event) => {
        const shipVia = Number(event.target.value);
        writeStored('userSetShipVia', shipVia);
        void writes.patch.save({ shipVia });
      }}
    />
  );
}

/** The PVQ choice, offered only where the order's rules display it. */
export function PvqToggle({ order }: { order: Order }) {
  const { writes } = useCart();
  const labels = useLabels(cartLabels);
  if (!order.attributes.pvqRules.displayPvq) return null;
  return (
    <CheckboxField
      label={labels.submitAsPvq}
      checked={order.attributes.isPvq}
      onChange={(event) => void writes.patch.save({ isPvq: event.target.checked })}
    />
  );
}
