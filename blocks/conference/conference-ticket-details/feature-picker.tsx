import type { Conference, ConferenceTicket } from '../../../src/contracts/conference.ts';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { SelectField } from '../../../src/ui/forms/select-field.tsx';
import { featureChoices } from './feature-addition.ts';
import { ticketDetailsLabels } from './labels.ts';

export interface FeaturePickerProps {
  conference: Conference;
  ticket: ConferenceTicket;
  /** The SKU picked per feature product ('' or missing: none). */
  picked: Record<string, string>;
  disabled: boolean;
  onPick: (picked: Record<string, string>) => void;
}

/** One choice per feature product the ticket has none of; sold-out SKUs show but cannot be picked. */
export function FeaturePicker({ conference, ticket, picked, disabled, onPick }: FeaturePickerProps) {
  const labels = useLabels(ticketDetailsLabels);
  const products = featureChoices(conference, ticket);
  if (products.length === 0) return null;
  return (
    <fieldset className="cmsb-ticket-details__features">
      <legend>{labels.addFeatures}</legend>
      <p className="cmsb-ticket-details__hint">{labels.addFeaturesHint}</p>
      {products.map((product) => (
        <SelectField
          key={product.productId}
          label={product.optionGroups[0] ? `${product.name}: ${product.optionGroups[0].name}` : product.name}
          placeholder={labels.noAddition}
          disabled={disabled}
          value={picked[product.productId] ?? ''}
          options={product.skus.map((sku) => {
            const name = sku.options[0]?.optionValue ?? sku.number;
            const available = product.availableSkus.includes(sku.number);
            return {
              value: sku.number,
              label: available
                ? fillLabel(labels.featureOption, { name, price: sku.formattedPrice })
                : fillLabel(labels.soldOut, { name }),
              disabled: !available,
            };
          })}
          onChange={(event) => onPick({ ...picked, [product.productId]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
