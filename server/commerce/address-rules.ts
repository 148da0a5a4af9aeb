import type { Address } from '../../blocks/commerce/api.ts';
import { requireFields, validatePhone, validateZip, REQUIRED_MESSAGE, type FieldErrors } from '../../src/validation/index.ts';
import { fieldMessage, type ApiMessage } from '../http/envelope.ts';

const REQUIRED_ADDRESS_FIELDS = ['nameLine', 'addressLine1', 'city', 'state', 'postalCode'] as const;

/** The address with the store country filled in when the client sent none. */
export const withCountry = (address: Address, storeCountry: string): Address => ({
  ...address,
  country: address.country?.trim() || storeCountry,
});

/** One validatorMessage per bad field, at `shipAddress.<field>` or `billAddress.<field>`. */
export function addressProblems(address: Address, source: 'shipAddress' | 'billAddress'): ApiMessage[] {
  const errors: FieldErrors = requireFields(address, REQUIRED_ADDRESS_FIELDS);
  if (!errors.postalCode && address.country === 'USA') {
    const zip = validateZip(address.postalCode ?? '');
    if (zip) errors.postalCode = zip;
  }
  const phone = validatePhone(address.phone ?? '');
  if (phone) errors.phone = phone;
  return Object.entries(errors).map(([field, message = '']) =>
    fieldMessage(`${source}.${field}`, message === REQUIRED_MESSAGE ? 'required' : 'invalid', message),
  );
}
