import * as v from 'valibot';
import { AddressSchema, type Address } from './commerce.ts';
import type { CountryRules } from './country-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import {
  validateCredentials,
  validateProfile,
  type CredentialField,
  type CredentialOptions,
  type ProfileField,
} from '#validation/profile.ts';
import type { FieldErrors } from '#validation/required.ts';

/** The signed-in user's profile (accounts spec 3; commerce spec 3). rcn and status are read-only. */
export const ProfileSchema = v.object({
  rcn: v.string(),
  name: v.string(),
  email: v.string(),
  /** The primary phone. */
  daytimePhone: v.nullable(v.string()),
  /** The mobile phone. */
  cellPhone: v.nullable(v.string()),
  username: v.string(),
  /** D distributor, E employee, R retail customer. */
  status: v.string(),
  /** PGPV of the current month and accumulated over the lifetime (the PGPV table, status D only). */
  periodPgPv: v.number(),
  lifetimePgPv: v.number(),
  shipAddress: AddressSchema,
  /** Shown as the Mailing Address on My Profile. */
  billAddress: AddressSchema,
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

const text = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null);

/**
 * The body of PUT and POST: the whole profile. rcn, status and the PGPV figures are read-only:
 * sent or not, they are ignored. An empty password keeps the current one; a new one, another
 * email address or another username needs `currentPassword`.
 */
export const ProfileUpdateSchema = v.object({
  email: text,
  daytimePhone: text,
  cellPhone: text,
  username: text,
  password: text,
  passwordTwo: text,
  currentPassword: text,
  shipAddress: v.optional(v.nullable(AddressSchema), null),
  billAddress: v.optional(v.nullable(AddressSchema), null),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/** `current`, or `current-no-cache` (the spec's two ids); the server also takes the user's own rcn. */
export const CURRENT_PROFILE_ID = 'current';

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/checkout/profile/{id}',
  data: ProfileSchema,
});

export const updateProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/checkout/profile/{id}',
  data: ProfileSchema,
  body: ProfileUpdateSchema,
});

export const createProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/checkout/profile/{id}',
  data: ProfileSchema,
  body: ProfileUpdateSchema,
});

/** A field of the profile forms, by the dot path the server's validatorMessages name. */
export type ProfileFormField =
  | ProfileField
  | CredentialField
  | 'cellPhone'
  | `shipAddress.${'state' | 'country' | 'addressLine2' | 'geoCode'}`
  | `billAddress.${'nameLine' | 'addressLine2' | 'state' | 'postalCode' | 'country' | 'phone'}`;

/** The spec gives no texts for these; ours say what to do. */
export const STATE_CHOICE_MESSAGE = 'Choose a state from the list.';
export const COUNTRY_CHOICE_MESSAGE = 'Choose a country from the list.';
export const GEO_CODE_MESSAGE = 'Enter your postal code and choose your city from the list.';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'The current password is not correct.';

export interface ProfileRulesInput {
  email?: string | null;
  daytimePhone?: string | null;
  username?: string | null;
  password?: string | null;
  passwordTwo?: string | null;
  currentPassword?: string | null;
  shipAddress?: Partial<Address> | null;
  billAddress?: Partial<Address> | null;
}

/**
 * The profile rules both the forms and the reference server apply (accounts spec 5): the required
 * fields, the city-list postal code rule for the country that uses one, letters and digits in
 * username and password, the current password with a new password or (given `storedEmail` and
 * `storedUsername`) another email address or username; with the ship country's rules known, a
 * state from its list and, where a geo code is required, a chosen geo code (shown at the postal
 * code).
 */
export function profileProblems(
  profile: ProfileRulesInput,
  shipRules: CountryRules | null,
  credentials: CredentialOptions = {},
): FieldErrors<ProfileFormField> {
  const ship = profile.shipAddress ?? {};
  const errors: FieldErrors<ProfileFormField> = {
    ...validateProfile(profile, { usesCityList: shipRules?.usesCityList ?? false }),
    ...validateCredentials(profile, credentials),
  };
  if (!shipRules) return errors;
  if (!shipRules.allowedCountries.some((choice) => choice.value === ship.country)) {
    errors['shipAddress.country'] = ship.country ? COUNTRY_CHOICE_MESSAGE : REQUIRED_MESSAGE;
  }
  if (shipRules.countryWithStates && ship.state && !shipRules.allowedStates.some((choice) => choice.value === ship.state)) {
    errors['shipAddress.state'] = STATE_CHOICE_MESSAGE;
  }
  if (shipRules.geoCodeRequired && !ship.geoCode && !errors['shipAddress.postalCode']) {
    errors['shipAddress.postalCode'] = GEO_CODE_MESSAGE;
  }
  return errors;
}

/** The profile form's texts (accounts spec 8), verbatim. */
export const PROFILE_SAVED_MESSAGE = 'Your information was updated successfully!';
export const PROFILE_INVALID_MESSAGE =
  'Some information was missing or invalid on the form. Please check the form and try again.';
