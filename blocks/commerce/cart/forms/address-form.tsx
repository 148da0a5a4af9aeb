import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { addressCountry, USA, validateAddress, type AddressField } from '#contracts/address-rules.ts';
import type { Address } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { SelectField, withCurrentOption, type SelectOption } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { useStyles } from '#ui/use-styles.ts';
import { stripPhoneInput, type FieldErrors } from '#validation/index.ts';
import css from './address-form.css?inline';
import { addressFormLabels } from './labels.ts';
import { countryOptions, US_STATE_OPTIONS } from './select-options.ts';

const DEFAULT_ALLOWED_COUNTRIES: readonly string[] = [USA];

export interface AddressFormProps {
  /** The fieldset's legend, e.g. 'Shipping Address'. */
  legend: ReactNode;
  value: Address;
  onChange: (next: Address) => void;
  /**
   * Messages from outside by field (e.g. the server's, or a failed save's); keep the object in
   * state: a new one counts as new messages, each shown until its field changes. The form checks
   * the address rules (validateAddress) itself, as the shared field behaviour says.
   */
  errors?: FieldErrors<AddressField>;
  /** Prefix of the controls' ids (`{idPrefix}-city`), so two address forms can share a page. */
  idPrefix?: string;
  /** ISO3 codes the country select offers. */
  allowedCountries?: readonly string[];
  /** The state list (e.g. the country rules' allowedStates); by default the US states for the USA, else free text. */
  stateOptions?: readonly SelectOption[];
  /** Scopes the browser's autofill, e.g. `shipping tel`. */
  autoCompleteGroup?: 'shipping' | 'billing';
  disabled?: boolean;
  children?: ReactNode;
}

/**
 * A controlled address form. Changing the country clears the state, which belongs to the old
 * country. Place it inside the <form> whose submit should show every error.
 */
export function AddressForm({
  legend,
  value,
  onChange,
  errors,
  idPrefix,
  allowedCountries = DEFAULT_ALLOWED_COUNTRIES,
  stateOptions,
  autoCompleteGroup,
  disabled = false,
  children,
}: AddressFormProps) {
  useStyles(css);
  const labels = useLabels(addressFormLabels);
  const config = useHostConfig();
  const generated = useId();
  const prefix = idPrefix ?? `cmsb-address${generated}`;
  const country = addressCountry(value, config.country);
  const isUsa = country === USA;
  const states = stateOptions ?? (isUsa ? US_STATE_OPTIONS : null);
  const countries = useMemo(() => countryOptions(allowedCountries, config.locale), [allowedCountries, config.locale]);
  const { ref, ...validation } = useFieldValidation(validateAddress(value, { country: config.country }), errors);

  /** `read` turns the control's text into the change; by default it is stored as typed. */
  const field = (
    name: AddressField,
    autoComplete: string,
    read: (text: string) => Partial<Address> = (text) => ({ [name]: text }),
  ) => ({
    id: `${prefix}-${name}`,
    value: value[name] ?? '',
    error: validation.errors[name],
    disabled,
    autoComplete: autoCompleteGroup ? `${autoCompleteGroup} ${autoComplete}` : autoComplete,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      validation.change(name);
      onChange({ ...value, ...read(event.target.value) });
    },
    onBlur: () => validation.blur(name),
  });

  return (
    <div ref={ref} className="cmsb-address-form">
      <fieldset className="cmsb-address-form__fieldset">
        <legend className="cmsb-address-form__legend">{legend}</legend>
        <div className="cmsb-address-form__grid">
          <TextField {...field('nameLine', 'name')} label={labels.nameLine} required className="cmsb-address-form__wide" />
          <TextField
            {...field('addressLine1', 'address-line1')}
            label={labels.addressLine1}
            required
            className="cmsb-address-form__wide"
          />
          <TextField
            {...field('addressLine2', 'address-line2')}
            label={labels.addressLine2}
            className="cmsb-address-form__wide"
          />
          <TextField {...field('city', 'address-level2')} label={labels.city} required />
          {states ? (
            <SelectField
              {...field('state', 'address-level1')}
              label={labels.state}
              required
              placeholder={labels.statePlaceholder}
              options={withCurrentOption(states, value.state)}
            />
          ) : (
            <TextField {...field('state', 'address-level1')} label={labels.region} />
          )}
          <TextField {...field('postalCode', 'postal-code')} label={isUsa ? labels.zipCode : labels.postalCode} required />
          <SelectField
            {...field('country', 'country', (next) =>
              next === value.country ? { country: next } : { country: next, state: null },
            )}
            label={labels.country}
            required
            placeholder={value.country ? undefined : labels.countryPlaceholder}
            options={withCurrentOption(countries, value.country)}
          />
          <TextField
            {...field('phone', 'tel', (text) => ({ phone: stripPhoneInput(text) }))}
            type="tel"
            inputMode="tel"
            label={labels.phone}
            required
            className="cmsb-address-form__wide"
          />
        </div>
        {children}
      </fieldset>
    </div>
  );
}
