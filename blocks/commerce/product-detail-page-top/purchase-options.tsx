import { useId } from 'react';
import type { ProductSku, ProductSubscription } from '../../../src/contracts/products.ts';
import { formatMoney } from '../../../src/format/money.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
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
  const id = useId();
  const signedIn = Boolean(config.user);
  const name = `${id}-plan`;
  const { discountPercent } = subscription;
  return (
    <fieldset className="cmsb-detail-top__plans">
      <legend className="cmsb-detail-top__plans-legend">{labels.purchaseOption}</legend>
      <label className="cmsb-detail-top__plan">
        <input
          type="radio"
          name={name}
          value="once"
          checked={plan === 'once'}
          aria-labelledby={`${id}-once`}
          aria-describedby={`${id}-once-price`}
          onChange={() => onChoose('once')}
        />
        <span className="cmsb-detail-top__plan-body">
          <span id={`${id}-once`} className="cmsb-detail-top__plan-title">
            {labels.oneTime}
          </span>
          <span id={`${id}-once-price`} className="cmsb-detail-top__plan-price">
            {sku.formattedRetailPrice}
          </span>
        </span>
      </label>
      <label className="cmsb-detail-top__plan">
        <input
          type="radio"
          name={name}
          value="subscribe"
          checked={plan === 'subscribe'}
          disabled={!signedIn}
          aria-labelledby={`${id}-subscribe`}
          aria-describedby={`${id}-subscribe-price ${id}-subscribe-text${signedIn ? '' : ` ${id}-hint`}`}
          onChange={() => onChoose('subscribe')}
        />
        <span className="cmsb-detail-top__plan-body">
          <span id={`${id}-subscribe`} className="cmsb-detail-top__plan-title">
            {labels.subscribeTitle}
          </span>
          <span id={`${id}-subscribe-price`} className="cmsb-detail-top__plan-price">
            {formatMoney(subscriptionPrice(sku.retailPrice, discountPercent), config)}
          </span>
          <span id={`${id}-subscribe-text`} className="cmsb-detail-top__plan-text">
            {fillLabel(labels.subscribeText, { percent: discountPercent })}
          </span>
          {!signedIn && (
            <span id={`${id}-hint`} className="cmsb-detail-top__plan-hint">
              {labels.signInToSubscribe}
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
