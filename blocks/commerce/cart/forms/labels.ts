import { defineLabels } from '#host/labels.ts';
import { REPEATED_SAVE_MESSAGE } from '#validation/index.ts';

/** Texts of the newer and legacy credit card forms; a host overrides them as `cardForm.<key>`. */
export const cardFormLabels = defineLabels('cardForm', {
  cardNumber: 'Card Number',
  nameOnCard: 'Name on Card',
  month: 'Month',
  year: 'Year',
  monthPlaceholder: 'MM',
  yearPlaceholder: 'YYYY',
  cvv: 'CVV',
  expirationDate: 'Expiration Date',
  verificationCode: 'Verification Code',
  /** The accessible name of the newer form's group of fields (it has no visible heading). */
  cardDetails: 'Credit card',
  legacyHeading: 'Credit Card Information',
  /** The spec does not give this wording (URL flag showMessageCreditCardCouldNotBeAuthenticated=1). */
  authenticationWarning: 'Your card could not be authenticated. Please try again or use another card.',
  repeatedSave: REPEATED_SAVE_MESSAGE,
});

/** Texts of the address form; a host overrides them as `addressForm.<key>`. */
export const addressFormLabels = defineLabels('addressForm', {
  nameLine: 'Name',
  addressLine1: 'Address',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  /** The free-text state field of countries without a state list. */
  region: 'State / Province / Region',
  statePlaceholder: 'Select a state',
  zipCode: 'ZIP Code',
  postalCode: 'Postal Code',
  country: 'Country',
  countryPlaceholder: 'Select a country',
  phone: 'Phone',
});
