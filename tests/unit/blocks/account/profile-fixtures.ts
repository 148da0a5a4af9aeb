import * as v from 'valibot';
import { AddressSchema } from '../../../../src/contracts/commerce.ts';
import type { CountryRules, GeoCode } from '../../../../src/contracts/country-rules.ts';
import type { Profile } from '../../../../src/contracts/profile.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';

export const PROFILE_PATH = '/api/checkout/profile/current';

const countries = [
  { value: 'USA', label: 'United States' },
  { value: 'MEX', label: 'Mexico' },
  { value: 'GBR', label: 'United Kingdom' },
];

export const usaRules: CountryRules = {
  countryIso3Code: 'USA',
  geoCodeRequired: false,
  countryWithStates: true,
  allowedStates: [
    { value: 'TX', label: 'Texas' },
    { value: 'UT', label: 'Utah' },
  ],
  allowedCountries: countries,
  usesCityList: true,
  cities: ['Austin', 'Provo'],
};

export const mexicoRules: CountryRules = {
  countryIso3Code: 'MEX',
  geoCodeRequired: true,
  countryWithStates: true,
  allowedStates: [
    { value: 'NLE', label: 'Nuevo León' },
    { value: 'JAL', label: 'Jalisco' },
  ],
  allowedCountries: countries,
  usesCityList: false,
  cities: [],
};

export const geoCodes: GeoCode[] = [
  { geoCode: 'MX-64000-01', zip: '64000', city: 'Monterrey', state: 'NLE', country: 'MEX' },
  { geoCode: 'MX-45010-01', zip: '45010', city: 'Zapopan', state: 'JAL', country: 'MEX' },
  { geoCode: 'MX-45010-02', zip: '45010', city: 'Guadalajara', state: 'JAL', country: 'MEX' },
];

export function demoProfile(changes: Partial<Profile> = {}): Profile {
  const ship = v.parse(AddressSchema, {
    nameLine: 'Riley Quinn',
    addressLine1: '77 Congress Avenue',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'USA',
    phone: '512-555-0107',
  });
  return {
    rcn: '5000007',
    name: 'Riley Quinn',
    email: 'riley@example.com',
    daytimePhone: '512-555-0107',
    cellPhone: null,
    username: 'riley',
    status: 'D',
    periodPgPv: 145.75,
    lifetimePgPv: 9876.5,
    shipAddress: ship,
    billAddress: { ...ship, addressLine1: 'PO Box 1007', postalCode: '78767' },
    ...changes,
  };
}

/** Fake routes of the profile, the country rules (USA, MEX; others 404) and the geo codes. */
export function profileRoutes(profile: Profile = demoProfile(), save?: FakeHandler): Record<string, FakeHandler> {
  return {
    [`GET ${PROFILE_PATH}`]: () => ({ data: profile }),
    [`PUT ${PROFILE_PATH}`]: save ?? ((request) => ({ data: { ...profile, ...(request.body as object), rcn: profile.rcn } })),
    'GET /api/resource/country-rules/USA': () => ({ data: usaRules }),
    'GET /api/resource/country-rules/MEX': () => ({ data: mexicoRules }),
    'GET /api/resource/country-rules/GBR': () => ({
      status: 404,
      messages: [
        { type: 'error', source: 'countryRules', code: 'notFound', value: 'We have no address rules for the country GBR.' },
      ],
    }),
    'GET /api/resource/geo-code': (request) => ({
      data: geoCodes.filter((geo) => geo.zip === new URLSearchParams(request.search).get('filter[where][zip]')),
    }),
  };
}

export const invalidAnswer =
  (fields: Record<string, string>): FakeHandler =>
  () => ({
    status: 422,
    messages: [
      {
        type: 'error',
        source: 'profile',
        code: 'invalid',
        value: 'Some information was missing or invalid on the form. Please check the form and try again.',
        primary: true,
        level: 'error',
      },
      ...Object.entries(fields).map(([source, value]) => ({ type: 'validatorMessage', source, code: 'invalid', value })),
    ],
  });
