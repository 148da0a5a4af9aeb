import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { Alert } from '../../../../src/ui/alert.tsx';
import { Button } from '../../../../src/ui/button.tsx';
import { focusFirstError } from '../../../../src/ui/focus-first-error.ts';
import { useToast } from '../../../../src/ui/toast.tsx';
import { validateCardForm, type CardField, type FieldErrors } from '../../../../src/validation/index.ts';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { useCart } from '../cart-context.tsx';
import { EDITING_FLASH_MS, hasAuthenticationFailed, isTestMode, TEST_FILL_DELAY_MS } from '../cart-rules.ts';
import { isPlacingBlocked } from '../cart-state.ts';
import { emptyCardForm, testCardValues, toCardInfo, type CardFormValues } from '../forms/card-form-values.ts';
import { cardFormLabels } from '../forms/labels.ts';
import { LegacyCardForm } from '../forms/legacy-card-form.tsx';
import { NewerCardForm } from '../forms/newer-card-form.tsx';
import { cartLabels } from '../labels.ts';
import { BillingSection, ShippingSection } from '../parts/address-sections.tsx';
import { AutoshipSection } from '../parts/autoship-section.tsx';
import { CartFrame } from '../parts/cart-frame.tsx';
import { OrderSummary } from '../parts/order-summary.tsx';
import { PvqToggle, ShipMethodSelect } from '../parts/ship-method-select.tsx';
import { useUnsavedChangesWarning } from '../use-unsaved-changes.ts';

/** /payment: the summary with its editing sections, the card form, the totals and Place Order. */
export function PaymentPage() {
  const labels = useLabels(cartLabels);
  return <CartFrame heading={labels.paymentHeading}>{(order) => <Payment order={order} />}</CartFrame>;
}

function Payment({ order }: { order: Order }) {
  const labels = useLabels(cartLabels);
  const config = useHostConfig();
  const toast = useToast();
  const { state, dispatch, actions, overGuestLimit, cardForm } = useCart();
  const [card, setCard] = useState<CardFormValues>(emptyCardForm);
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const requireCvv = order.attributes.isCountryRequireCvv;
  const cardTyped = Object.values(card).some((value) => value !== '');

  useUnsavedChangesWarning(state.editing.length > 0 || (cardTyped && !state.submitting));

  useEffect(() => {
    if (!isTestMode(window.location.search)) return;
    const timer = setTimeout(() => setCard(testCardValues()), TEST_FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const place = async (event: SubmitEvent) => {
    event.preventDefault();
    if (state.submitting) return;
    if (isPlacingBlocked(state)) {
      toast.show({ text: labels.saveChanges, type: 'warning' });
      dispatch({ type: 'flashEditing', on: true });
      setTimeout(() => dispatch({ type: 'flashEditing', on: false }), EDITING_FLASH_MS);
      return;
    }
    const found = validateCardForm(card, { form: cardForm, country: config.country, requireCvv });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current && focusFirstError(formRef.current));
      return;
    }
    await actions.placeOrder(order.id, toCardInfo(card, { requireCvv }), cardForm);
  };

  const placeButton = (
    <Button type="submit" busy={state.submitting} disabled={overGuestLimit || order.items.length === 0}>
      {state.submitting ? labels.placingOrder : labels.placeOrder}
    </Button>
  );
  const formProps = { value: card, onChange: setCard, errors, requireCvv, disabled: state.submitting };

  return (
    <div className="cmsb-cart-payment">
      <div>
        {state.editing.length > 0 && (
          <div className="cmsb-cart-editing-alert" data-flash={state.flashEditing}>
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
      <div>
        <form ref={formRef} onSubmit={(event) => void place(event)} noValidate aria-label={labels.paymentHeading}>
          {cardForm === 'legacy' ? (
            <LegacyCardForm
              {...formProps}
              headingLevel={3}
              showAuthenticationWarning={hasAuthenticationFailed(window.location.search)}
            />
          ) : (
            <>
              {hasAuthenticationFailed(window.location.search) && <AuthenticationWarning />}
              <NewerCardForm {...formProps} />
            </>
          )}
          <TotalsTable totals={order.orderTotals} />
          <div className="cmsb-cart-actions">{placeButton}</div>
        </form>
      </div>
    </div>
  );
}

/** The newer form's copy of the legacy form's warning after a failed 3-D Secure challenge. */
function AuthenticationWarning() {
  const labels = useLabels(cardFormLabels);
  return <Alert type="warning">{labels.authenticationWarning}</Alert>;
}
