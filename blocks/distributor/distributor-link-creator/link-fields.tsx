import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { isSignupType } from '#contracts/distributor-tools.ts';
import { MAX_PRODUCT_PAGE_SIZE, productListEndpoint } from '#contracts/products.ts';
import { useLabels } from '#host/labels.ts';
import { SelectField } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { distributorToolLabels } from '../shared/labels.ts';
import { signupTypeOptions, startingLevelOptions } from '../shared/signup-choices.ts';
import { linkCreatorLabels } from './labels.ts';
import { LINK_KINDS, type LinkChoice, type LinkKind } from './link-choice.ts';

const KIND_LABEL = {
  join: 'kindJoin',
  'signup-form': 'kindSignupForm',
  'sponsor-signup': 'kindSponsorSignup',
  custom: 'kindCustom',
} as const;

export interface LinkFieldsProps {
  choice: LinkChoice;
  onChange: (choice: LinkChoice) => void;
  /** The custom link's message, once it is known to be off the allowed hosts. */
  customUrlError: string | undefined;
  onCustomUrlBlur: () => void;
}

/** What the link opens: a product, a signup form, a sponsored signup (type and starting level) or a page. */
export function LinkFields({ choice, onChange, customUrlError, onCustomUrlBlur }: LinkFieldsProps) {
  const labels = useLabels(linkCreatorLabels);
  const shared = useLabels(distributorToolLabels);
  const set = (changes: Partial<LinkChoice>) => onChange({ ...choice, ...changes });
  const isKind = (value: string): value is LinkKind => (LINK_KINDS as readonly string[]).includes(value);
  return (
    <div className="cmsb-link-creator__fields">
      <SelectField
        label={labels.kind}
        options={LINK_KINDS.map((kind) => ({ value: kind, label: labels[KIND_LABEL[kind]] }))}
        value={choice.kind}
        onChange={(event) => {
          if (isKind(event.target.value)) set({ kind: event.target.value });
        }}
      />
      {choice.kind === 'join' && <ProductField value={choice.product} onChange={(product) => set({ product })} />}
      {(choice.kind === 'signup-form' || choice.kind === 'sponsor-signup') && (
        <>
          <SelectField
            label={shared.signupType}
            options={signupTypeOptions(shared)}
            value={choice.signupType}
            onChange={(event) => {
              if (isSignupType(event.target.value)) set({ signupType: event.target.value });
            }}
          />
          {choice.signupType === 'distributor' && (
            <SelectField
              label={shared.startingLevel}
              hint={shared.startingLevelHint}
              options={startingLevelOptions(shared)}
              value={choice.rank}
              onChange={(event) => set({ rank: event.target.value })}
            />
          )}
        </>
      )}
      {choice.kind === 'custom' && (
        <TextField
          label={labels.customUrl}
          hint={labels.customUrlHint}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={choice.customUrl}
          error={customUrlError}
          onChange={(event) => set({ customUrl: event.target.value })}
          onBlur={onCustomUrlBlur}
        />
      )}
    </div>
  );
}

/** The catalogue's products, by name; the link names a product by its detail-page slug. */
function ProductField({ value, onChange }: { value: string; onChange: (product: string) => void }) {
  const labels = useLabels(linkCreatorLabels);
  const api = useApiClient();
  const query = useQuery({
    ...apiQueryOptions(api, productListEndpoint, { query: { pageSize: MAX_PRODUCT_PAGE_SIZE, sort: 'name' } }),
    staleTime: 5 * 60 * 1000,
  });
  const options = (query.data?.items ?? []).map((product) => ({ value: product.detailPage, label: product.name }));
  return (
    <SelectField
      label={labels.product}
      placeholder={labels.productPlaceholder}
      options={options}
      value={value}
      error={query.status === 'error' ? labels.productsFailed : undefined}
      disabled={query.status !== 'success'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
