import { useId, type ReactNode } from 'react';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { cartLabels } from '../labels.ts';
import { AddressView } from '../../shared/address-view.tsx';

/**
 * The order summary: shipping (or mailing, for an enrollment) and billing addresses, ship
 * method, PVQ and auto-ship lines, and the address edit link while the order is active. The
 * payment page passes editing controls for each section; elsewhere it is read-only.
 */
export function OrderSummary({
  order,
  shippingSection,
  billingSection,
  autoshipSection,
}: {
  order: Order;
  shippingSection?: ReactNode;
  billingSection?: ReactNode;
  autoshipSection?: ReactNode;
}) {
  const labels = useLabels(cartLabels);
  const { routes } = useHostConfig();
  const headingId = useId();
  const { attributes, shipping } = order;
  const shipTitle = attributes.enrollmentRules.orderIsEnrollment ? labels.mailingAddress : labels.shippingAddress;
  return (
    <section className="cmsb-cart-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="cmsb-cart-subheading">
        {labels.orderSummary}
      </h3>
      <div className="cmsb-cart-summary__grid">
        <div className="cmsb-cart-summary__section" data-section="shipping">
          <h4>{shipTitle}</h4>
          {shippingSection ?? <AddressView address={shipping.data.shipAddress} empty={labels.noAddress} />}
        </div>
        <div className="cmsb-cart-summary__section" data-section="billing">
          <h4>{labels.billingAddress}</h4>
          {billingSection ?? <AddressView address={order.billAddress} empty={labels.noAddress} />}
        </div>
      </div>
      {attributes.currentShipViaLabel ? (
        <p className="cmsb-cart-summary__line" data-line="ship-method">
          {labels.shipMethod}: {attributes.currentShipViaLabel}
        </p>
      ) : null}
      {attributes.isPvq ? (
        <p className="cmsb-cart-summary__line" data-line="pvq">
          {labels.pvqOrder}
        </p>
      ) : null}
      {autoshipSection ??
        (shipping.data.isAutoShip ? (
          <p className="cmsb-cart-summary__line" data-line="autoship">
            {labels.autoShip}: {shipping.data.autoShipIsMonthly ? labels.monthly : labels.quarterly}
          </p>
        ) : null)}
      {order.status === 'active' ? (
        <p className="cmsb-cart-summary__line">
          <a href={routes.checkoutAddress}>{labels.editAddress}</a>
        </p>
      ) : null}
    </section>
  );
}
