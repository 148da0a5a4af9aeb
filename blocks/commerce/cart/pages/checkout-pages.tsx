import { useEffect, useState, type SubmitEvent } from 'react';
import type { Order } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { validateCardForm } from '#validation/index.ts';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { useCart } from '../cart-context.tsx';
import { EDITING_FLASH_MS, hasAuthenticationFailed, isTestMode, TEST_FILL_DELAY_MS } from '../cart-rules.ts';
import { emptyCardForm, testCardValues, toCardInfo, type CardFormValues } from '../forms/card-form-values.ts';
import { cardFormLabels } from '../forms/labels.ts';
import { LegacyCardForm } from '../forms/legacy-card-form.tsx';
import { NewerCardForm } from '../forms/newer-card-form.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame, PageErrorBanner } from '../parts/cart-frame.tsx';
import {
  AutoshipSection,
  BillingSection,
  OrderSummary,
  PvqToggle,
  ShipMethodSelect,
  ShippingSection,
} from '../parts/order-summary.tsx';
import { useUnsavedChangesWarning } from '#ui/use-unsaved-changes.ts';
import { Link } from 'wouter';
import type { PendingChallenge } from '../use-cart-writes.ts';

/**
 * /payment: the summary with its editing sections, the card form, the totals and Place Order. The
 * page's error region sits right above the card form, where the shopper is when placing fails.
 */
export function PaymentPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.paymentHeading} errorBanner="page">
      {(order) => <Payment order={order} />}
    </CartFrame>
  );
}

function Payment({ order }: { order: Order }) {
  const labels = useLabels(cartLabels);
  const cardLabels = useLabels(cardFormLabels);
  const config = useHostConfig();
  const { editing, writes, overGuestLimit, cardForm, showError, clearError } = useCart();
  const [card, setCard] = useState<CardFormValues>(emptyCardForm);
  // The editing alert flashes for a moment when Place Order is blocked by an open section.
  const [flashEditing, setFlashEditing] = useState(false);
  const requireCvv = order.attributes.isCountryRequireCvv;
  const cardTyped = Object.values(card).some((value) => value !== '');

  useUnsavedChangesWarning(editing.length > 0 || (cardTyped && !writes.placing));

  useEffect(() => {
    if (!isTestMode(window.location.search)) return;
    const timer = setTimeout(() => setCard(testCardValues()), TEST_FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!flashEditing) return;
    const timer = setTimeout(() => setFlashEditing(false), EDITING_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashEditing]);

  // After a failed 3-D Secure challenge the URL says so; its warning takes the one error region.
  const authenticationWarning = cardLabels.authenticationWarning;
  useEffect(() => {
    if (hasAuthenticationFailed(window.location.search)) showError(authenticationWarning);
  }, [showError, authenticationWarning]);

  const place = async (event: SubmitEvent) => {
    event.preventDefault();
    if (writes.placing) return;
    // A new attempt: the last one's error no longer applies.
    clearError();
    if (editing.length > 0) {
      showError(labels.saveChanges);
      setFlashEditing(true);
      return;
    }
    // The card form shows these at their fields and focuses the first (it hears the same submit).
    if (hasErrors(validateCardForm(card, { form: cardForm, country: config.country, requireCvv }))) return;
    await writes.placeOrder(order.id, toCardInfo(card, { requireCvv }));
  };

  const formProps = { value: card, onChange: setCard, requireCvv, disabled: writes.placing };

  return (
    <div className="cmsb-cart-payment">
      <div>
        {editing.length > 0 && (
          <div className="cmsb-cart-editing-alert" data-flash={flashEditing}>
            <Alert type="warning">{labels.editingAlert}</Alert>
          </div>
        )}
        <OrderSummary
          order={order}
          shippingSection={<ShippingSection order={order} />}
          billingSection={<BillingSection order={order} />}
          autoshipSection={<AutoshipSection order={order} />}
        />
        <ShipMethodSelect order={order} />
        <PvqToggle order={order} />
      </div>
      <div className="cmsb-cart-payment__card">
        <PageErrorBanner />
        <form onSubmit={(event) => void place(event)} noValidate aria-label={labels.paymentHeading}>
          {cardForm === 'legacy' ? <LegacyCardForm {...formProps} headingLevel={3} /> : <NewerCardForm {...formProps} />}
          <TotalsTable totals={order.orderTotals} />
          <div className="cmsb-cart-actions">
            <PlaceOrderButton order={order} submitting={writes.placing} blocked={overGuestLimit} />
          </div>
        </form>
      </div>
    </div>
  );
}

/**
 * 'Place Order · $117.61': the amount the shopper agrees to pay. Until the totals are calculated
 * the button is busy (a spinner, disabled) and shows no amount.
 */
function PlaceOrderButton({ order, submitting, blocked }: { order: Order; submitting: boolean; blocked: boolean }) {
  const labels = useLabels(cartLabels);
  const totals = order.orderTotals;
  const text = submitting
    ? labels.placingOrder
    : totals.totalCalculated
      ? fillLabel(labels.placeOrderTotal, { total: totals.formatted.total })
      : labels.placeOrder;
  return (
    <Button type="submit" busy={submitting || !totals.totalCalculated} disabled={blocked || order.items.length === 0}>
      {text}
    </Button>
  );
}

/**
 * /3ds-challenge: stands in for the bank's 3-D Secure page. Authenticating places the order
 * and goes to the receipt; failing returns to the payment page with the warning.
 */
export function ChallengePage() {
  const labels = useLabels(cartLabels);
  const { challenge } = useCart().writes;
  return (
    <CartFrame heading={labels.challengeHeading}>
      {(order) =>
        challenge ? (
          <Challenge order={order} challenge={challenge} />
        ) : (
          <p>
            {labels.challengeMissing} <Link href="/payment">{labels.paymentHeading}</Link>
          </p>
        )
      }
    </CartFrame>
  );
}

/** What the bank asks the shopper to confirm: the amount and the card, then the two answers. */
function Challenge({ order, challenge }: { order: Order; challenge: PendingChallenge }) {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  const { brand, lastFour } = challenge.card;
  return (
    <div className="cmsb-cart-challenge">
      <p>{labels.challengeIntro}</p>
      <dl className="cmsb-cart-challenge__terms">
        <dt>{labels.challengeAmount}</dt>
        <dd>{order.orderTotals.formatted.total}</dd>
        <dt>{labels.challengeCard}</dt>
        <dd>{fillLabel(brand === 'visa' ? labels.visaEnding : labels.cardEnding, { lastFour })}</dd>
      </dl>
      <div className="cmsb-cart-challenge__actions">
        <Button busy={writes.placing} onClick={() => void writes.completeChallenge(challenge, 'authenticated')}>
          {labels.challengeAuthenticate}
        </Button>
        <Button variant="secondary" disabled={writes.placing} onClick={() => void writes.completeChallenge(challenge, 'failed')}>
          {labels.challengeFail}
        </Button>
      </div>
    </div>
  );
}
