import { validateAddress } from '#contracts/address-rules.ts';
import type { Address } from '#contracts/commerce.ts';
import { REQUIRED_MESSAGE } from '#validation/index.ts';
import { fieldMessage, type ApiMessage } from '../http/envelope.ts';

/** The address with the store country filled in when the client sent none. */
export const withCountry = (address: Address, storeCountry: string): Address => ({
  ...address,
  country: address.country?.trim() || storeCountry,
});

/**
 * The address form's own rules (a state only where the country has a state list), as one
 * validatorMessage per bad field at `shipAddress.<field>` or `billAddress.<field>`.
 */
export function addressProblems(address: Address, source: 'shipAddress' | 'billAddress', storeCountry: string): ApiMessage[] {
  return Object.entries(validateAddress(address, { country: storeCountry })).map(([field, message]) =>
    fieldMessage(`${source}.${field}`, message === REQUIRED_MESSAGE ? 'required' : 'invalid', message),
  );
}
