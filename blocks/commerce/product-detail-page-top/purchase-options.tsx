import { useId } from 'react';
import type { ProductSku, ProductSubscription } from '#contracts/products.ts';
import { formatMoney } from '#format/money.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { productDetailTopLabels } from './labels.ts';
import { subscriptionPrice, type PurchasePlan } from './subscription-rules.ts';

export interface PurchaseOptionsProps {
  sku: ProductSku;
  subscription: ProductSubscription;
  plan: PurchasePlan;
  onChoose: (plan: PurchasePlan) => void;
}

/**
 * One-time purchase or Subscribe & Save, as native radios (arrow keys move between them). Only
 * members may auto-ship, so a guest sees Subscribe & Save disabled, with the reason.
 */
export function PurchaseOptions({ sku, subscription, plan, onChoose }: PurchaseOptionsProps) {
  const labels = useLabels(productDetailTopLabels);
  const config = useHostConfig();
  const name = `${useId()}-plan`;
  const signedIn = Boolean(config.user);
  const { discountPercent } = subscription;
  const subscribeNotes = [fillLabel(labels.subscribeText, { percent: discountPercent })];
  if (!signedIn) subscribeNotes.push(labels.signInToSubscribe);
  return (
    <fieldset className="cmsb-detail-top__plans">
      <legend className="cmsb-detail-top__plans-legend">{labels.purchaseOption}</legend>
      <PlanOption
        name={name}
        value="once"
        plan={plan}
        onChoose={onChoose}
        title={labels.oneTime}
        price={sku.formattedRetailPrice}
      />
      <PlanOption
        name={name}
        value="subscribe"
        plan={plan}
        onChoose={onChoose}
        disabled={!signedIn}
        title={labels.subscribeTitle}
        price={formatMoney(subscriptionPrice(sku.retailPrice, discountPercent), config)}
        notes={subscribeNotes}
      />
    </fieldset>
  );
}

interface PlanOptionProps {
  name: string;
  value: PurchasePlan;
  plan: PurchasePlan;
  onChoose: (plan: PurchasePlan) => void;
  disabled?: boolean;
  title: string;
  price: string;
  /** Lines under the price (what the plan means, why it is disabled); they describe the radio. */
  notes?: readonly string[];
}

/** One radio of the group, named by its title and described by its price and notes. */
function PlanOption({ name, value, plan, onChoose, disabled, title, price, notes = [] }: PlanOptionProps) {
  const id = useId();
  const noteIds = notes.map((_, index) => `${id}-note-${index}`);
  return (
    <label className="cmsb-detail-top__plan">
      <input
        type="radio"
        name={name}
        value={value}
        checked={plan === value}
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={[`${id}-price`, ...noteIds].join(' ')}
        onChange={() => onChoose(value)}
      />
      <span className="cmsb-detail-top__plan-body">
        <span id={`${id}-title`} className="cmsb-detail-top__plan-title">
          {title}
        </span>
        <span id={`${id}-price`} className="cmsb-detail-top__plan-price">
          {price}
        </span>
        {notes.map((note, index) => (
          <span key={note} id={noteIds[index]} className="cmsb-detail-top__plan-note">
            {note}
          </span>
        ))}
      </span>
    </label>
  );
}
