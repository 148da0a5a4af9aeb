import type { Order } from '../../../src/contracts/commerce.ts';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { AddressView } from '../shared/address-view.tsx';
import { receiptLabels } from './labels.ts';

/** Where the order ships (titled 'Mailing Address' for an enrollment, as in the cart) and the card it was paid with. */
export function ReceiptSummary({ order }: { order: Order }) {
  const labels = useLabels(receiptLabels);
  const payment = order.cartPaymentInfo;
  return (
    <div className="cmsb-receipt__summary">
      <div className="cmsb-receipt__summary-part" data-part="shipping">
        <h3 className="cmsb-receipt__summary-title">
          {order.attributes.enrollmentRules.orderIsEnrollment ? labels.mailingAddress : labels.shippingAddress}
        </h3>
        <AddressView address={order.shipping.data.shipAddress} empty={labels.noShipAddress} />
      </div>
      {payment && (
        <div className="cmsb-receipt__summary-part" data-part="payment">
          <h3 className="cmsb-receipt__summary-title">{labels.paymentMethod}</h3>
          <p className="cmsb-receipt__summary-text">{fillLabel(labels.cardEnding, { lastFour: payment.lastFour })}</p>
        </div>
      )}
    </div>
  );
}
