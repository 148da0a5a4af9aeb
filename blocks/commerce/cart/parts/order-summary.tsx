import { useId, type ReactNode, type SubmitEvent, useState } from 'react';
import type { Order, Address } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { cartLabels } from '../labels.ts';
import { AddressView } from '../../shared/address-view.tsx';
import { Button } from '#ui/forms/button.tsx';
import { useCart } from '../cart-context.tsx';
import type { EditingSection as Section } from '../cart-rules.ts';
import { emptyAddress, validateAddress } from '#contracts/address-rules.ts';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { AddressForm } from '../forms/address-form.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { writeStored } from '#host/storage-keys.ts';

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

/**
 * A summary section the shopper can open for editing. While open it counts as editing (which
 * blocks Place Order); Save runs `onSave` and closes only when it succeeded, so a failed save
 * keeps what was typed.
 */
function EditingSection({
  section,
  view,
  form,
  onSave,
  onOpen,
}: {
  section: Section;
  view: ReactNode;
  form: ReactNode;
  onSave: () => Promise<boolean>;
  onOpen?: () => void;
}) {
  const { editing, setEditing, writes } = useCart();
  const labels = useLabels(cartLabels);
  const open = editing.includes(section);
  const saving = writes.patch.status === 'pending';

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    if (await onSave()) setEditing(section, false);
  };

  if (!open) {
    return (
      <div className="cmsb-cart-section" data-editing="false">
        {view}
        <Button
          variant="link"
          onClick={() => {
            onOpen?.();
            setEditing(section, true);
          }}
        >
          {labels.edit}
        </Button>
      </div>
    );
  }
  return (
    <form className="cmsb-cart-section" data-editing="true" onSubmit={(event) => void save(event)} noValidate>
      {form}
      <div className="cmsb-cart-actions">
        <Button type="submit" busy={saving}>
          {labels.save}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => setEditing(section, false)}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}

/** An address section: its view, and a form that saves through a PATCH of the order. */
function AddressSection({
  section,
  field,
  address,
  legend,
}: {
  section: 'shipping' | 'billingAddress';
  field: 'shipAddress' | 'billAddress';
  address: Address | null;
  legend: string;
}) {
  const { writes } = useCart();
  const { country } = useHostConfig();
  const labels = useLabels(cartLabels);
  const [draft, setDraft] = useState<Address>(address ?? emptyAddress(country));

  const save = async () => {
    // The address form shows these at their fields and focuses the first (it hears the same submit).
    if (hasErrors(validateAddress(draft, { country }))) return false;
    return (await writes.patch.save({ [field]: draft })).status === 'saved';
  };

  return (
    <EditingSection
      section={section}
      onOpen={() => setDraft(address ?? emptyAddress(country))}
      onSave={save}
      view={<AddressView address={address} empty={labels.noAddress} />}
      form={<AddressForm legend={legend} value={draft} onChange={setDraft} />}
    />
  );
}

export function ShippingSection({ order }: { order: Order }) {
  const labels = useLabels(cartLabels);
  const legend = order.attributes.enrollmentRules.orderIsEnrollment ? labels.mailingAddress : labels.shippingAddress;
  return <AddressSection section="shipping" field="shipAddress" address={order.shipping.data.shipAddress} legend={legend} />;
}

/** Billing: the same-as-shipping choice copies the shipping address; otherwise it is edited on its own. */
export function BillingSection({ order }: { order: Order }) {
  const { writes } = useCart();
  const labels = useLabels(cartLabels);
  const same = order.attributes.billAddressSameAsShipAddress;
  return (
    <>
      <CheckboxField
        label={labels.sameAsShipping}
        checked={same}
        onChange={(event) => void writes.patch.save({ billAddressSameAsShipAddress: event.target.checked })}
      />
      {same ? (
        <AddressView address={order.shipping.data.shipAddress} empty={labels.noAddress} />
      ) : (
        <AddressSection section="billingAddress" field="billAddress" address={order.billAddress} legend={labels.billingAddress} />
      )}
    </>
  );
}

/** Auto-ship on or off, monthly or quarterly (quarterly only where the order allows it). */
export function AutoshipSection({ order }: { order: Order }) {
  const { writes } = useCart();
  const labels = useLabels(cartLabels);
  const { isAutoShip, autoShipIsMonthly } = order.shipping.data;
  const rules = order.attributes.autoShipRules;
  const [draft, setDraft] = useState({ isAutoShip, autoShipIsMonthly });
  if (!rules.canAutoShip) return null;

  return (
    <EditingSection
      section="autoship"
      onOpen={() => setDraft({ isAutoShip, autoShipIsMonthly })}
      onSave={async () => (await writes.patch.save(draft)).status === 'saved'}
      view={
        <p className="cmsb-cart-summary__line" data-line="autoship">
          {labels.autoShip}: {isAutoShip ? (autoShipIsMonthly ? labels.monthly : labels.quarterly) : '—'}
        </p>
      }
      form={
        <fieldset className="cmsb-cart-fieldset">
          <legend>{labels.autoShip}</legend>
          <CheckboxField
            label={labels.autoShipOn}
            checked={draft.isAutoShip}
            onChange={(event) => setDraft({ ...draft, isAutoShip: event.target.checked })}
          />
          {draft.isAutoShip && (
            <SelectField
              label={labels.frequency}
              value={draft.autoShipIsMonthly ? 'monthly' : 'quarterly'}
              options={[
                { value: 'monthly', label: labels.monthly },
                ...(rules.canAutoShipQuarterly ? [{ value: 'quarterly', label: labels.quarterly }] : []),
              ]}
              onChange={(event) => setDraft({ ...draft, autoShipIsMonthly: event.target.value === 'monthly' })}
            />
          )}
        </fieldset>
      }
    />
  );
}

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
