import { useState } from 'react';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { useLabels } from '../../../../src/host/labels.ts';
import { CheckboxField } from '../../../../src/ui/forms/checkbox-field.tsx';
import { SelectField } from '../../../../src/ui/forms/select-field.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { EditingSection } from './editing-section.tsx';

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
