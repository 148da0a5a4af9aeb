export { NewerCardForm, type NewerCardFormProps } from './newer-card-form.tsx';
export { LegacyCardForm, type LegacyCardFormProps } from './legacy-card-form.tsx';
export {
  emptyCardForm,
  testCardValues,
  toCardInfo,
  type CardField,
  type CardFormProps,
  type CardFormValues,
} from './card-form-values.ts';
export { AddressForm, type AddressFormProps } from './address-form.tsx';
export {
  validateAddress,
  emptyAddress,
  addressCountry,
  USA,
  type AddressField,
  type AddressInput,
  type AddressRulesOptions,
} from './address.ts';
export { US_STATES } from './us-states.ts';
export { countryName } from './countries.ts';
export { monthOptions, yearOptions, countryOptions, withCurrentOption, US_STATE_OPTIONS } from './select-options.ts';
export { cardFormLabels, addressFormLabels } from './labels.ts';
