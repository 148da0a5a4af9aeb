import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from '#validation/index.ts';

const complete: ProfileInput = {
  email: 'ada@example.com',
  daytimePhone: '801-555-0100',
  username: 'ada',
  shipAddress: {
    nameLine: 'Ada Lovelace',
    addressLine1: '1 Main St',
    city: 'Provo',
    postalCode: '84601',
    phone: '801-555-0100',
  },
  billAddress: { addressLine1: '1 Main St', city: 'Provo' },
};

describe('validateProfile', () => {
  it('passes a complete profile', () => {
    expect(validateProfile(complete, { usesCityList: true })).toEqual({});
    expect(validateProfile(complete, { usesCityList: false })).toEqual({});
  });

  it('marks every required field by path', () => {
    expect(validateProfile({}, { usesCityList: false })).toEqual({
      email: 'Required',
      daytimePhone: 'Required',
      username: 'Required',
      'shipAddress.nameLine': 'Required',
      'shipAddress.addressLine1': 'Required',
      'shipAddress.phone': 'Required',
      'shipAddress.city': 'Required',
      'shipAddress.postalCode': 'Required',
      'billAddress.addressLine1': 'Required',
      'billAddress.city': 'Required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateProfile({ ...complete, email: '  ' }, { usesCityList: true })).toEqual({ email: 'Required' });
  });

  it('requires the shipping city only without a city list', () => {
    const noCity = { ...complete, shipAddress: { ...complete.shipAddress, city: '' } };
    expect(validateProfile(noCity, { usesCityList: true })).toEqual({});
    expect(validateProfile(noCity, { usesCityList: false })).toEqual({ 'shipAddress.city': 'Required' });
  });

  it('checks the postal code length 5 or 9 only for the city-list country', () => {
    const withPostal = (postalCode: string): ProfileInput => ({
      ...complete,
      shipAddress: { ...complete.shipAddress, postalCode },
    });
    expect(validateProfile(withPostal('846011234'), { usesCityList: true })).toEqual({});
    expect(validateProfile(withPostal('8460'), { usesCityList: true })).toEqual({
      'shipAddress.postalCode': 'Needs to be 5 or 9 digits',
    });
    expect(validateProfile(withPostal('846011'), { usesCityList: true })).toEqual({
      'shipAddress.postalCode': 'Needs to be 5 or 9 digits',
    });
    expect(validateProfile(withPostal('SW1A 1AA'), { usesCityList: false })).toEqual({});
    expect(validateProfile(withPostal(' '), { usesCityList: false })).toEqual({
      'shipAddress.postalCode': 'Required',
    });
  });
});
