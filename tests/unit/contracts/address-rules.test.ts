import * as v from 'valibot';
import { addressCountry, emptyAddress, validateAddress } from '#contracts/address-rules.ts';
import { AddressSchema } from '#contracts/commerce.ts';

const filled = {
  ...emptyAddress('USA'),
  nameLine: 'Ada Lovelace',
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  phone: '217.555.0100',
};

describe('emptyAddress', () => {
  it('is a blank address of the country that the schema accepts', () => {
    const address = emptyAddress('CAN');
    expect(address).toMatchObject({ country: 'CAN', nameLine: null, postalCode: null, phone: null });
    expect(v.safeParse(AddressSchema, address).success).toBe(true);
    expect(emptyAddress().country).toBe('USA');
  });
});

describe('validateAddress', () => {
  it('passes a complete US address', () => {
    expect(validateAddress(filled, { country: 'USA' })).toEqual({});
  });

  it("gives 'Required' for each missing field of a US address, and the phone's own message", () => {
    expect(validateAddress(emptyAddress('USA'), { country: 'USA' })).toEqual({
      nameLine: 'Required',
      addressLine1: 'Required',
      city: 'Required',
      state: 'Required',
      postalCode: 'Required',
      phone: 'Required',
    });
    expect(validateAddress({ ...filled, nameLine: '   ', country: '' }, { country: 'USA' })).toEqual({
      nameLine: 'Required',
      country: 'Required',
    });
  });

  it.each(['1234', '123456', '12345-678', 'ABCDE'])("gives 'Needs to be 5 or 9 digits' for the US ZIP %s", (postalCode) => {
    expect(validateAddress({ ...filled, postalCode }, { country: 'USA' })).toEqual({
      postalCode: 'Needs to be 5 or 9 digits',
    });
  });

  it.each(['12345', '123456789', '12345-6789'])('accepts the US ZIP %s', (postalCode) => {
    expect(validateAddress({ ...filled, postalCode }, { country: 'USA' })).toEqual({});
  });

  it('applies neither the ZIP rule nor a required state outside the USA', () => {
    const canadian = { ...filled, country: 'CAN', state: '', postalCode: 'K1A 0B1' };
    expect(validateAddress(canadian, { country: 'USA' })).toEqual({});
    expect(validateAddress({ ...canadian, postalCode: '' }, { country: 'USA' })).toEqual({ postalCode: 'Required' });
    expect(validateAddress(canadian, { country: 'USA', stateRequired: true })).toEqual({ state: 'Required' });
  });

  it("uses the store country's rules while the address has none", () => {
    expect(addressCountry({ country: null }, 'can')).toBe('CAN');
    expect(addressCountry({ country: 'usa' }, 'CAN')).toBe('USA');
    const errors = validateAddress({ ...filled, country: null, postalCode: 'K1A 0B1' }, { country: 'CAN' });
    expect(errors).toEqual({ country: 'Required' });
  });

  it.each([
    ['12', 'Invalid number'],
    ['12345678901234', 'Invalid number'],
    ['555-abc-1234', 'Invalid number'],
    ['', 'Required'],
    ['  ', 'Required'],
  ])("gives the phone %j the message '%s'", (phone, message) => {
    expect(validateAddress({ ...filled, phone }, { country: 'USA' })).toEqual({ phone: message });
  });

  it.each(['+1 (217) 555-0100', '217.555.0100', '5550'])('accepts the phone %s', (phone) => {
    expect(validateAddress({ ...filled, phone }, { country: 'USA' })).toEqual({});
  });
});
