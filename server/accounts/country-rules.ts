import type { Choice, CountryRules } from '#contracts/country-rules.ts';
import { US_STATES } from '#contracts/us-states.ts';

/**
 * The reference server's country rules: the USA (states and a city list), Canada (provinces),
 * Mexico (states, and a geo code from the postal code: its 5-digit codes reach the lookup's
 * 5-character start, which the Philippines' 4-digit codes never would) and the United Kingdom
 * (no state list). Other countries have no rules: the call answers 404.
 */
const choices = (pairs: readonly (readonly [string, string])[]): Choice[] => pairs.map(([value, label]) => ({ value, label }));

const ALLOWED_COUNTRIES = choices([
  ['USA', 'United States'],
  ['CAN', 'Canada'],
  ['MEX', 'Mexico'],
  ['GBR', 'United Kingdom'],
]);

const CANADIAN_PROVINCES = choices([
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]);

const MEXICAN_STATES = choices([
  ['AGU', 'Aguascalientes'],
  ['BCN', 'Baja California'],
  ['BCS', 'Baja California Sur'],
  ['CAM', 'Campeche'],
  ['CHP', 'Chiapas'],
  ['CHH', 'Chihuahua'],
  ['CMX', 'Ciudad de México'],
  ['COA', 'Coahuila'],
  ['COL', 'Colima'],
  ['DUR', 'Durango'],
  ['GUA', 'Guanajuato'],
  ['GRO', 'Guerrero'],
  ['HID', 'Hidalgo'],
  ['JAL', 'Jalisco'],
  ['MEX', 'Estado de México'],
  ['MIC', 'Michoacán'],
  ['MOR', 'Morelos'],
  ['NAY', 'Nayarit'],
  ['NLE', 'Nuevo León'],
  ['OAX', 'Oaxaca'],
  ['PUE', 'Puebla'],
  ['QUE', 'Querétaro'],
  ['ROO', 'Quintana Roo'],
  ['SLP', 'San Luis Potosí'],
  ['SIN', 'Sinaloa'],
  ['SON', 'Sonora'],
  ['TAB', 'Tabasco'],
  ['TAM', 'Tamaulipas'],
  ['TLA', 'Tlaxcala'],
  ['VER', 'Veracruz'],
  ['YUC', 'Yucatán'],
  ['ZAC', 'Zacatecas'],
]);

/** The USA's city list: the cities the demo's addresses use and the largest ones. */
const US_CITIES = [
  'Atlanta',
  'Austin',
  'Boise',
  'Boston',
  'Charlotte',
  'Chicago',
  'Columbus',
  'Dallas',
  'Denver',
  'Detroit',
  'Houston',
  'Indianapolis',
  'Jacksonville',
  'Las Vegas',
  'Los Angeles',
  'Miami',
  'Minneapolis',
  'Nashville',
  'New York',
  'Orem',
  'Philadelphia',
  'Phoenix',
  'Portland',
  'Provo',
  'Salt Lake City',
  'San Antonio',
  'San Diego',
  'San Francisco',
  'San Jose',
  'Seattle',
];

const rules = (countryIso3Code: string, extra: Partial<CountryRules>): CountryRules => ({
  countryIso3Code,
  geoCodeRequired: false,
  countryWithStates: false,
  allowedStates: [],
  allowedCountries: ALLOWED_COUNTRIES,
  usesCityList: false,
  cities: [],
  ...extra,
});

const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  USA: rules('USA', {
    countryWithStates: true,
    allowedStates: US_STATES.map(({ code, name }) => ({ value: code, label: name })),
    usesCityList: true,
    cities: US_CITIES,
  }),
  CAN: rules('CAN', { countryWithStates: true, allowedStates: CANADIAN_PROVINCES }),
  MEX: rules('MEX', { countryWithStates: true, allowedStates: MEXICAN_STATES, geoCodeRequired: true }),
  GBR: rules('GBR', {}),
};

export function countryRules(countryIso3: string): CountryRules | null {
  return COUNTRY_RULES[countryIso3.toUpperCase()] ?? null;
}
