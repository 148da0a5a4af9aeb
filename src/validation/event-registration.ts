import { EMAIL_MESSAGE, isValidEmail } from './email.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { isFilled, type FieldErrors } from './required.ts';

/** The spec's event country list, in its order; values are ISO 3166-1 alpha-3. */
export const EVENT_COUNTRIES = [
  { iso3: 'AUS', name: 'Australia' },
  { iso3: 'AUT', name: 'Austria' },
  { iso3: 'CAN', name: 'Canada' },
  { iso3: 'FRA', name: 'France' },
  { iso3: 'DEU', name: 'Germany' },
  { iso3: 'IRL', name: 'Ireland' },
  { iso3: 'ITA', name: 'Italy' },
  { iso3: 'MEX', name: 'Mexico' },
  { iso3: 'NLD', name: 'Netherlands' },
  { iso3: 'NZL', name: 'New Zealand' },
  { iso3: 'PHL', name: 'Philippines' },
  { iso3: 'POL', name: 'Poland' },
  { iso3: 'ESP', name: 'Spain' },
  { iso3: 'GBR', name: 'United Kingdom' },
  { iso3: 'USA', name: 'United States' },
  // ISO 3166 leaves X-codes to users; ICAO uses XXX for an unspecified nationality.
  { iso3: 'XXX', name: 'Other' },
] as const;

export type EventCountryIso3 = (typeof EVENT_COUNTRIES)[number]['iso3'];

export const EVENT_COUNTRY_CODES: readonly EventCountryIso3[] = EVENT_COUNTRIES.map((country) => country.iso3);

export function isEventCountry(value: string): value is EventCountryIso3 {
  return (EVENT_COUNTRY_CODES as readonly string[]).includes(value);
}

/** First and last names longer than this are refused. */
export const EVENT_NAME_MAX_LENGTH = 100;

/** The specs give no texts for these; ours say what to fix. */
export const EVENT_COUNTRY_MESSAGE = 'Choose a country from the list.';
export const EVENT_NAME_TOO_LONG_MESSAGE = `Use at most ${EVENT_NAME_MAX_LENGTH} characters.`;

export interface EventRegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  countryIso3: string;
}

export type EventRegistrationField = keyof EventRegistrationInput;

/** The rules' texts; a form passes its own wording (label overrides). */
export interface EventRegistrationTexts {
  required: string;
  email: string;
  country: string;
  nameTooLong: string;
}

const DEFAULT_TEXTS: EventRegistrationTexts = {
  required: REQUIRED_MESSAGE,
  email: EMAIL_MESSAGE,
  country: EVENT_COUNTRY_MESSAGE,
  nameTooLong: EVENT_NAME_TOO_LONG_MESSAGE,
};

/**
 * The spec's rule (first name, last name and email not empty) and ours beside it: a well-formed
 * email, names of a sane length and a country from the list. Any error puts the block into its
 * invalid-data state; the server applies the same function.
 */
export function validateEventRegistration(
  input: EventRegistrationInput,
  texts: EventRegistrationTexts = DEFAULT_TEXTS,
): FieldErrors<EventRegistrationField> {
  const errors: FieldErrors<EventRegistrationField> = {};
  for (const field of ['firstName', 'lastName', 'email', 'countryIso3'] as const) {
    if (!isFilled(input[field])) errors[field] = texts.required;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (!errors[field] && input[field].trim().length > EVENT_NAME_MAX_LENGTH) errors[field] = texts.nameTooLong;
  }
  if (!errors.email && !isValidEmail(input.email)) errors.email = texts.email;
  if (!errors.countryIso3 && !isEventCountry(input.countryIso3)) errors.countryIso3 = texts.country;
  return errors;
}

/** Names are capitalised at the first letter as typed; the rest is left alone. */
export function capitalizeFirstLetter(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
