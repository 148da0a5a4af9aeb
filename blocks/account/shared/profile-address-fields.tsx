import { useEffect, useState, type ChangeEvent } from 'react';
import type { Address } from '#contracts/commerce.ts';
import type { Choice } from '#contracts/country-rules.ts';
import type { ProfileFormField } from '#contracts/profile.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import type { AddressField } from '#contracts/address-rules.ts';
import { SelectField, withCurrentOption } from '#ui/forms/select-field.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import type { FieldValidation } from '#ui/forms/use-field-validation.ts';
import { startsGeoCodeLookup } from '#validation/geo-code-lookup.ts';
import { loadErrorMessages } from './profile-form-state.ts';
import { autoSelectGeoCode, currentCandidates, withGeoCode, withPostalCode } from './profile-geo-code.ts';
import { profileLabels } from './profile-labels.ts';
import { loadedRules, useCountryRules, useGeoCodes } from './profile-query.ts';

export interface ProfileAddressFieldsProps {
  /** The profile field: its dot paths name the fields (`shipAddress.city`) as the server's messages do. */
  name: 'shipAddress' | 'billAddress';
  legend: string;
  value: Address;
  onChange: (next: Address) => void;
  /** The form's one field validation (useFieldValidation over the profile rules). */
  validation: Omit<FieldValidation<ProfileFormField>, 'ref'>;
  /** Prefix of the controls' ids. */
  idPrefix: string;
  /** The ship address has a name and a phone; the mailing address of My Profile has neither. */
  withNameAndPhone?: boolean;
  /** The country shown but not changeable (My Profile's mailing country). */
  countryFixed?: boolean;
  /** Whether the rules mark a field required (accounts spec 5). */
  required: (field: AddressField) => boolean;
  disabled?: boolean;
}

/**
 * One address of the profile: the state list from the country's rules, the USA's city list, and
 * for a country that needs a geo code, the lookup from 5 postal-code characters (one candidate is
 * chosen at once, several are offered). A failed rules load shows the server's messages and the
 * address goes on without rules.
 */
export function ProfileAddressFields({
  name,
  legend,
  value,
  onChange,
  validation,
  idPrefix,
  withNameAndPhone = true,
  countryFixed = false,
  required,
  disabled = false,
}: ProfileAddressFieldsProps) {
  const labels = useLabels(profileLabels);
  const rulesQuery = useCountryRules(value.country);
  const rules = loadedRules(rulesQuery);
  const [knownCountries, setKnownCountries] = useState<readonly Choice[]>([]);
  if (rules && rules.allowedCountries !== knownCountries) setKnownCountries(rules.allowedCountries);

  const geoNeeded = name === 'shipAddress' && Boolean(rules?.geoCodeRequired);
  const geoQuery = useGeoCodes(value.postalCode, geoNeeded);
  const candidates = geoNeeded ? currentCandidates(value, geoQuery.data) : [];
  const autoSelected = geoNeeded ? autoSelectGeoCode(value, candidates) : null;
  useEffect(() => {
    if (autoSelected) onChange(autoSelected);
  }, [autoSelected, onChange]);

  const path = (field: string) => `${name}.${field}` as ProfileFormField;
  const field = (
    key: AddressField,
    autoComplete: string,
    read: (text: string) => Address = (text) => ({ ...value, [key]: text }),
  ) => ({
    id: `${idPrefix}-${name}-${key}`,
    value: value[key] ?? '',
    error: validation.errors[path(key)],
    required: required(key),
    disabled,
    autoComplete: `${name === 'shipAddress' ? 'shipping' : 'billing'} ${autoComplete}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      validation.change(path(key));
      onChange(read(event.target.value));
    },
    onBlur: () => validation.blur(path(key)),
  });

  const countries = withCurrentOption(knownCountries, value.country);
  const cityList =
    name === 'shipAddress' && rules?.usesCityList ? rules.cities.map((city) => ({ value: city, label: city })) : null;
  const isUsa = value.country === 'USA';
  const zip = value.postalCode?.trim() ?? '';
  const lookupDone = geoNeeded && startsGeoCodeLookup(zip) && geoQuery.isSuccess;

  return (
    <fieldset className="cmsb-profile__fieldset" data-address={name}>
      <legend className="cmsb-profile__legend">{legend}</legend>
      {rulesQuery.isError && (
        <Alert type="warning" title={labels.rulesError}>
          {loadErrorMessages(rulesQuery.error, labels.loadError).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
      <div className="cmsb-profile__grid">
        {withNameAndPhone && <TextField {...field('nameLine', 'name')} label={labels.nameLine} className="cmsb-profile__wide" />}
        <TextField {...field('addressLine1', 'address-line1')} label={labels.addressLine1} className="cmsb-profile__wide" />
        <TextField {...field('addressLine2', 'address-line2')} label={labels.addressLine2} className="cmsb-profile__wide" />
        <SelectField
          {...field('country', 'country', (next) =>
            next === value.country ? value : { ...value, country: next, state: null, geoCode: null },
          )}
          disabled={disabled || countryFixed}
          label={labels.country}
          placeholder={value.country ? undefined : labels.countryPlaceholder}
          options={countries}
        />
        <TextField
          {...field('postalCode', 'postal-code', (text) => withPostalCode(value, text, geoNeeded))}
          label={isUsa ? labels.zipCode : labels.postalCode}
        />
        {geoNeeded && geoQuery.isFetching && (
          <Spinner size="small" label={labels.geoCodeLoading} className="cmsb-profile__wide" />
        )}
        {lookupDone && candidates.length > 1 && (
          <SelectField
            id={`${idPrefix}-${name}-geoCode`}
            className="cmsb-profile__wide"
            label={labels.geoCodeChoice}
            placeholder={labels.geoCodePlaceholder}
            value={value.geoCode ?? ''}
            disabled={disabled}
            options={candidates.map((geo) => ({ value: geo.geoCode, label: `${geo.city}, ${geo.state}` }))}
            onChange={(event) => {
              const chosen = candidates.find((geo) => geo.geoCode === event.target.value);
              validation.change(path('postalCode'));
              if (chosen) onChange(withGeoCode(value, chosen));
            }}
          />
        )}
        {lookupDone && candidates.length === 0 && (
          <p className="cmsb-profile__note cmsb-profile__wide" role="status">
            {labels.geoCodeNone}
          </p>
        )}
        {cityList ? (
          <SelectField
            {...field('city', 'address-level2')}
            label={labels.city}
            placeholder={labels.cityPlaceholder}
            options={withCurrentOption(cityList, value.city)}
          />
        ) : (
          <TextField {...field('city', 'address-level2')} label={labels.city} />
        )}
        {rules?.countryWithStates ? (
          <SelectField
            {...field('state', 'address-level1')}
            label={labels.state}
            placeholder={labels.statePlaceholder}
            options={withCurrentOption(rules.allowedStates, value.state)}
          />
        ) : (
          <TextField {...field('state', 'address-level1')} label={labels.region} />
        )}
        {withNameAndPhone && <TextField {...field('phone', 'tel')} type="tel" inputMode="tel" label={labels.phone} />}
      </div>
    </fieldset>
  );
}
