import { useState } from 'react';
import { emptyAddress, validateAddress } from '../../../../src/contracts/address-rules.ts';
import type { Address, Order } from '../../../../src/contracts/commerce.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { CheckboxField } from '../../../../src/ui/forms/checkbox-field.tsx';
import { hasErrors } from '../../../../src/ui/forms/field-validation.ts';
import { useCart } from '../cart-context.tsx';
import { AddressForm } from '../forms/address-form.tsx';
import { cartLabels } from '../labels.ts';
import { AddressView } from '../../shared/address-view.tsx';
import { EditingSection } from './editing-section.tsx';

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
