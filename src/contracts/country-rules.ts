import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/** A choice in a select: the value the API stores and the label people read. */
export const ChoiceSchema = v.object({ value: v.string(), label: v.string() });
export type Choice = v.InferOutput<typeof ChoiceSchema>;

/** The rules of one country's addresses: the profile forms' state list, city list and geo-code need. */
export const CountryRulesSchema = v.object({
  countryIso3Code: v.string(),
  /** The ship address needs a geo code, looked up from the postal code. */
  geoCodeRequired: v.boolean(),
  /** The country has a state list (allowedStates); elsewhere the state is free text. */
  countryWithStates: v.boolean(),
  allowedStates: v.array(ChoiceSchema),
  /** The countries an address may be in. */
  allowedCountries: v.array(ChoiceSchema),
  /** The country whose city is chosen from a list (the USA): its postal code must be 5 or 9 long. */
  usesCityList: v.boolean(),
  cities: v.array(v.string()),
});
export type CountryRules = v.InferOutput<typeof CountryRulesSchema>;

/** One place a postal code may be: its geo code, the city and the state code. */
export const GeoCodeSchema = v.object({
  geoCode: v.string(),
  zip: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
});
export type GeoCode = v.InferOutput<typeof GeoCodeSchema>;

export const COUNTRY_ISO3_PATTERN = /^[A-Z]{3}$/;

export const countryRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/resource/country-rules/{countryIso3}',
  data: CountryRulesSchema,
});

/** The query parameter the lookup filters on (a LoopBack-style filter). */
export const GEO_CODE_ZIP_FILTER = 'filter[where][zip]';

/** GET /api/resource/geo-code?filter[where][zip]=… : the candidates of that postal code. */
export const geoCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/resource/geo-code',
  data: v.array(GeoCodeSchema),
});
