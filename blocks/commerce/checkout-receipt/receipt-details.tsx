import { useRef } from 'react';
import type { Order } from '#contracts/commerce.ts';
import { hasCondition, MOBILE_APP_ITEM, PWS_ITEM } from '#contracts/receipt-conditions.ts';
import { formatNumber } from '#format/number.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { ContentArea } from '#ui/content-area.tsx';
import { SafeHtml } from '#ui/safe-html.tsx';
import { orderLabels } from '../shared/labels.ts';
import { OrderLine, OrderLines } from '../shared/order-line.tsx';
import { TotalsTable } from '../shared/totals-table.tsx';
import { ContinueShoppingLink } from '../shared/continue-shopping-link.tsx';
import { receiptLabels } from './labels.ts';
import { receiptMessageHtml, showsDistributorPopup } from './receipt-conditions.ts';
import { DistributorSignupPanel, MobileAppNote, NewProfileNote, PwsSetupNote, type StoreUrls } from './receipt-notes.tsx';
import { AddressView } from '../shared/address-view.tsx';

export const RECEIPT_TOP_AREA = 'checkoutReceiptTop';

/**
 * The ready receipt: header with Print and Continue shopping, where it ships and how it was paid,
 * the notes the order calls for, then items and totals.
 */
export function ReceiptDetails({ order, orderNumber, storeUrls }: { order: Order; orderNumber: string; storeUrls: StoreUrls }) {
  const labels = useLabels(receiptLabels);
  const orderText = useLabels(orderLabels);
  const { locale } = useHostConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messages = receiptMessageHtml(order);
  const newProfile = order.attributes.newProfile;
  const pws = hasCondition(order, PWS_ITEM);
  const mobileApp = hasCondition(order, MOBILE_APP_ITEM);
  const hasNotes = messages.length > 0 || newProfile !== null || pws || mobileApp;

  return (
    <>
      <div className="cmsb-receipt__header">
        <div>
          <h2 className="cmsb-receipt__title" ref={headingRef} tabIndex={-1}>
            {labels.heading}
          </h2>
          <p className="cmsb-receipt__number">
            {labels.orderNumber} <strong className="cmsb-receipt__number-value">{orderNumber}</strong>
          </p>
        </div>
        <div className="cmsb-receipt__actions">
          <Button variant="secondary" onClick={() => window.print()}>
            {labels.print}
          </Button>
          <ContinueShoppingLink label={labels.continueShopping} className="cmsb-receipt__continue" />
        </div>
      </div>
      {showsDistributorPopup(order) && <DistributorSignupPanel onClose={() => headingRef.current?.focus()} />}
      <ContentArea name={RECEIPT_TOP_AREA} className="cmsb-content-area cmsb-receipt__top" />
      {/* note: before the notes, so its h3 titles sit under the receipt's h2 rather than under a note's */}
      <ReceiptSummary order={order} />
      {hasNotes && (
        <div className="cmsb-receipt__notes">
          {messages.map((html, index) => (
            <SafeHtml key={index} html={html} className="cmsb-receipt__note cmsb-receipt__message" />
          ))}
          {newProfile && <NewProfileNote order={order} />}
          {pws && <PwsSetupNote />}
          {mobileApp && <MobileAppNote storeUrls={storeUrls} />}
        </div>
      )}
      <OrderLines caption={labels.itemsCaption}>
        {order.items.map((item, index) => (
          <OrderLine
            key={`${item.skuNumber}-${index}`}
            item={item}
            quantity={
              <span className="cmsb-receipt__qty">
                <span className="cmsb-receipt__qty-label">{orderText.qty}: </span>
                {formatNumber(item.qty, { locale, fractionDigits: 0 })}
              </span>
            }
          />
        ))}
      </OrderLines>
      <TotalsTable totals={order.orderTotals} />
    </>
  );
}

/** Where the order ships (titled 'Mailing Address' for an enrollment, as in the cart) and the card it was paid with. */
function ReceiptSummary({ order }: { order: Order }) {
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
