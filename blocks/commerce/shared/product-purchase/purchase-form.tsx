import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Product, ProductSku } from '#contracts/products.ts';
import { currencyForCountry, formatMoney, type MoneyOptions } from '#format/money.ts';
import { mayOrder } from '#host/guest-ordering.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { readQuantity } from '#ui/quantity-rules.ts';
import { QuantityStepper } from '#ui/quantity-stepper.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { orderLabels } from '../labels.ts';
import { LogInToBuy } from '../log-in-to-buy.tsx';
import { useAddToCart } from '../use-add-to-cart.ts';
import { AddError } from './add-error.tsx';
import { addToCartLabels } from './labels.ts';
import css from './product-purchase.css?inline';
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  PURCHASE_QUANTITY,
  readCustomAmount,
  type AmountProblem,
} from './purchase-rules.ts';

export interface PurchaseFormProps {
  product: Product;
  /** The selected SKU (useSelectedSku), shared by every block of the product on the page. */
  sku: ProductSku;
  /** Chooses another SKU: the shared setter, so the other blocks of the product switch too. */
  onChooseSku: (skuNumber: string) => void;
  /** Shows the option select when the product has several SKUs (blocks with option buttons pass false). */
  optionSelect: boolean;
  /** Controls shown above quantity and Add to Cart, e.g. the detail top's purchase option. */
  purchaseOption?: ReactNode;
  /** Subscribe & Save chosen: the add also turns the order's monthly auto-ship on. */
  autoShip?: boolean;
}

/**
 * The buying part of a product block: option select, backorder note, custom amount for donation
 * SKUs, quantity and Add to Cart. Problems show on the field; focus moves to the first one only
 * when the shopper tries to add. A failed add says why in the error banner right below the button,
 * until it is closed or the next try.
 * Where guests may not order, a guest gets a link to log in instead of the amount, quantity and button.
 */
export function PurchaseForm({ product, sku, onChooseSku, optionSelect, purchaseOption, autoShip = false }: PurchaseFormProps) {
  useStyles(css);
  const labels = useLabels(addToCartLabels);
  const { backordered } = useLabels(orderLabels);
  const config = useHostConfig();
  const addToCart = useAddToCart(labels.added);
  const busy = addToCart.status === 'pending';
  const form = useRef<HTMLFormElement>(null);
  const [qtyText, setQtyText] = useState('1');
  const [amountText, setAmountText] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const canOrder = mayOrder(config);

  const quantity = readQuantity(qtyText, PURCHASE_QUANTITY);
  const amount = readCustomAmount(amountText);
  const amountError =
    sku.isCustomAmount && amountTouched && 'problem' in amount ? amountMessage(amount.problem, labels, config) : undefined;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sku.isCustomAmount) setAmountTouched(true);
    // A donation is one line with the amount the giver chose, so its quantity is always 1.
    const qty = sku.isCustomAmount ? 1 : 'quantity' in quantity ? quantity.quantity : null;
    const customAmount = sku.isCustomAmount ? ('amount' in amount ? amount.amount : null) : undefined;
    if (qty === null || customAmount === null) {
      focusAfterRender(() => focusFirstError(form.current));
      return;
    }
    void addToCart.save({ skuNumber: sku.skuNumber, qty, autoShip, ...(customAmount === undefined ? {} : { customAmount }) });
  };

  return (
    <form
      ref={form}
      className="cmsb-purchase"
      data-state={busy ? 'adding' : addToCart.failure ? 'error' : 'idle'}
      noValidate
      onSubmit={submit}
    >
      {optionSelect && product.skus.length > 1 && (
        <SelectField
          className="cmsb-purchase__option"
          label={labels.option}
          value={sku.skuNumber}
          options={product.skus.map((s) => ({ value: s.skuNumber, label: s.optionDescription }))}
          onChange={(event) => onChooseSku(event.target.value)}
        />
      )}
      {sku.isBackOrdered && <p className="cmsb-purchase__backordered">{backordered}</p>}
      {canOrder && sku.isCustomAmount && (
        <TextField
          className="cmsb-purchase__amount"
          label={fillLabel(labels.amount, { currency: currencyForCountry(config.country) })}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          error={amountError}
          onChange={(event) => setAmountText(event.target.value)}
          onBlur={() => setAmountTouched(true)}
        />
      )}
      {purchaseOption}
      <div className="cmsb-purchase__actions">
        {canOrder ? (
          <>
            {!sku.isCustomAmount && (
              <QuantityStepper
                className="cmsb-purchase__quantity"
                label={labels.quantity}
                text={qtyText}
                onTextChange={setQtyText}
                min={PURCHASE_QUANTITY.min}
                max={PURCHASE_QUANTITY.max}
              />
            )}
            <Button type="submit" className="cmsb-purchase__add" busy={busy}>
              {labels.button}
            </Button>
          </>
        ) : (
          <LogInToBuy className="cmsb-purchase__log-in" />
        )}
      </div>
      <AddError failure={addToCart.failure} fallback={labels.addError} onClose={addToCart.reset} />
    </form>
  );
}

type AddToCartLabels = typeof addToCartLabels.defaults;

function amountMessage(problem: AmountProblem, labels: AddToCartLabels, money: MoneyOptions): string {
  if (problem === 'required') return labels.amountRequired;
  return fillLabel(labels.amountRange, {
    min: formatMoney(CUSTOM_AMOUNT_MIN, money),
    max: formatMoney(CUSTOM_AMOUNT_MAX, money),
  });
}
