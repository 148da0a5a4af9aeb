import { useRef } from 'react';
import type { ConferenceProduct, TicketDraft } from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { featureNames } from './feature-names.ts';
import { purchaseLabels } from './labels.ts';
import {
  addFeature,
  changeFeature,
  featureChoices,
  nextFeature,
  openChoices,
  removeFeature,
  type TicketChange,
} from './ticket-drafts.ts';

/** The ticket's features: a picker per feature, with buttons to add another and remove one. */
export function TicketFeatures({
  draft,
  featureProducts,
  disabled,
  onChange,
}: {
  draft: TicketDraft;
  featureProducts: readonly ConferenceProduct[];
  disabled: boolean;
  onChange: TicketChange;
}) {
  const labels = useLabels(purchaseLabels);
  const choices = featureChoices(featureProducts);
  const names = featureNames(featureProducts, labels.featureOption);
  const next = nextFeature(choices, draft);
  // After a removal the removed row's button is gone: focus goes to 'Add feature'.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  if (choices.length === 0) return null;
  return (
    <fieldset className="cmsb-tickets__features">
      <legend className="cmsb-tickets__legend">{labels.features}</legend>
      {draft.featureData.map((feature, index) => {
        const n = index + 1;
        return (
          <div className="cmsb-tickets__feature" key={index}>
            <SelectField
              label={fillLabel(labels.feature, { n })}
              options={openChoices(choices, draft, index).map((choice) => ({
                value: choice.skuNumber,
                label: names.get(choice.skuNumber) ?? choice.skuNumber,
                disabled: !choice.available && choice.skuNumber !== feature.skuNumber,
              }))}
              value={feature.skuNumber}
              disabled={disabled}
              onChange={(event) => {
                const chosen = choices.find((choice) => choice.skuNumber === event.target.value);
                if (chosen) onChange(changeFeature(index, { productId: chosen.productId, skuNumber: chosen.skuNumber }), []);
              }}
            />
            <Button
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                onChange(removeFeature(index), []);
                focusAfterRender(() => addButton.current?.focus());
              }}
            >
              {fillLabel(labels.removeFeature, { n })}
            </Button>
          </div>
        );
      })}
      {next && (
        <Button ref={addButton} variant="secondary" disabled={disabled} onClick={() => onChange(addFeature(next), [])}>
          {labels.addFeature}
        </Button>
      )}
    </fieldset>
  );
}
