import { useLabels } from '../../../../src/host/labels.ts';
import { cartLabels } from '../labels.ts';
import { AutoshipSection } from '../parts/autoship-section.tsx';
import { CartFrame } from '../parts/cart-frame.tsx';

/** /autoship: turns auto-ship on or off for the current order and sets its frequency. */
export function AutoshipPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.autoshipHeading}>
      {(order) =>
        order.attributes.autoShipRules.canAutoShip ? <AutoshipSection order={order} /> : <p>{labels.loginRequired}</p>
      }
    </CartFrame>
  );
}
