import * as v from 'valibot';
import {
  REQUIRED_MESSAGE,
  isFilled,
  requireFields,
  validatePhone,
  validateRequired,
  validateZip,
  type FieldErrors,
} from '#validation/index.ts';
import { AddressSchema, type Address } from './commerce.ts';

/**
 * The address rules both sides apply: the cart's address form shows these errors as the shopper
 * types, and the reference server refuses a PATCHed ship or bill address with the same texts.
 */

export type AddressField = 'nameLine' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone';

/** The fields the address form edits; a whole Address fits. */
export type AddressInput = Partial<Pick<Address, AddressField>>;

export const USA = 'USA';

export interface AddressRulesOptions {
  /** ISO3 store country: the rules' country when the address has none yet. */
  country: string;
  /** Whether a state must be chosen; by default only for the USA (the country with a state list). */
  stateRequired?: boolean;
}

/** The country whose rules apply: the address's own, else the store's. */
export function addressCountry(address: AddressInput, storeCountry: string): string {
  const own = address.country?.trim();
  return (own ? own : storeCountry).toUpperCase();
}

/**
 * Field errors with the spec texts: 'Required' for name, address, city, country and (USA) state;
 * the postal code is required and, in the USA, a ZIP ('Needs to be 5 or 9 digits'); the phone
 * gives 'Required' or 'Invalid number'. Address line 2 is optional.
 */
export function validateAddress(address: AddressInput, options: AddressRulesOptions): FieldErrors<AddressField> {
  const country = addressCountry(address, options.country);
  const errors = requireFields<AddressField>(address, ['nameLine', 'addressLine1', 'city', 'country']);
  if ((options.stateRequired ?? country === USA) && !isFilled(address.state)) errors.state = REQUIRED_MESSAGE;

  const postalCode = address.postalCode ?? '';
  const postal = validateRequired(postalCode) ?? (country === USA ? validateZip(postalCode) : null);
  if (postal) errors.postalCode = postal;

  const phone = validatePhone(address.phone ?? '');
  if (phone) errors.phone = phone;
  return errors;
}

/** A blank address in the given country, with the schema's defaults for everything else. */
export function emptyAddress(country: string = USA): Address {
  return v.parse(AddressSchema, { country });
}
