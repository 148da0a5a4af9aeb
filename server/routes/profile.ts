import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { AddressSchema, type Address } from '#contracts/commerce.ts';
import { COUNTRY_ISO3_PATTERN, GEO_CODE_ZIP_FILTER } from '#contracts/country-rules.ts';
import {
  createProfileEndpoint,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PROFILE_INVALID_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  profileProblems,
  updateProfileEndpoint,
  type ProfileUpdate,
} from '#contracts/profile.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import { needsCurrentPassword, PASSWORD_MISMATCH_MESSAGE, type CredentialOptions } from '#validation/profile.ts';
import { passwordsDiffer } from '#validation/password.ts';
import { countryRules } from '../accounts/country-rules.ts';
import { findGeoCodes, findProfile, hasProfile, isUsernameTaken, saveProfile } from '../accounts/profile-store.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/password.ts';
import { allow } from '../auth/guards.ts';
import { notVisible, resourceToActOn } from '../auth/refusals.ts';
import { currentSessionHash } from '../auth/session-middleware.ts';
import { endOtherSessions } from '../auth/session-store.ts';
import type { AuthUser } from '../auth/user-store.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond, type ApiMessage } from '../http/envelope.ts';
import { readEndpointBody, readParams, readQuery } from '../http/validate.ts';
import { confirmPassword, tooManyFailures } from './session.ts';

/** The store country of the reference server: a profile without addresses starts there. */
const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another.';
const PROFILE_EXISTS_MESSAGE = 'You already have a profile. Update it instead.';

/** `current` and `current-no-cache` are the spec's ids; the user's own rcn names the same profile. */
function isOwnProfileId(id: string, user: AuthUser): boolean {
  return id === 'current' || id === 'current-no-cache' || id === user.rcn;
}

/** What a save compares with: changing either needs the current password. */
const storedCredentials = (user: AuthUser): CredentialOptions => ({ storedEmail: user.email, storedUsername: user.username });

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

function cleanAddress(address: Address | null, fallbackCountry: string): Address {
  const parsed = address ?? v.parse(AddressSchema, {});
  const country = trimmed(parsed.country).toUpperCase() || fallbackCountry;
  return { ...parsed, country };
}

/** Field messages for everything wrong with the body, by the same rules as the forms, plus what only the server knows. */
async function problems(db: Db, user: AuthUser, body: ProfileUpdate, ship: Address, storeCountry: string): Promise<ApiMessage[]> {
  const rules = countryRules(ship.country ?? storeCountry);
  const errors = profileProblems({ ...body, shipAddress: ship }, rules, storedCredentials(user));
  if (!rules && !errors['shipAddress.country']) errors['shipAddress.country'] = 'Choose a country from the list.';
  if (body.password && !errors.password && passwordsDiffer(body.password, body.passwordTwo)) {
    errors.passwordTwo = PASSWORD_MISMATCH_MESSAGE;
  }
  const username = trimmed(body.username);
  if (username && !errors.username && (await isUsernameTaken(db, username, user.id))) errors.username = USERNAME_TAKEN_MESSAGE;
  if (rules?.geoCodeRequired && ship.geoCode && !errors['shipAddress.postalCode']) {
    const known = await findGeoCodes(db, trimmed(ship.postalCode));
    if (!known.some((geo) => geo.geoCode === ship.geoCode && geo.country === ship.country)) {
      errors['shipAddress.postalCode'] = 'Enter your postal code and choose your city from the list.';
    }
  }
  return Object.entries(errors).map(([field, message]) =>
    fieldMessage(field, message === REQUIRED_MESSAGE ? 'required' : 'invalid', message),
  );
}

/** Validates and stores the whole profile; answers it, or 422 with one validatorMessage per bad field. */
async function writeProfile(c: Context<SignedInEnv>, db: Db, store: StoreSettings, throttle: LoginThrottle, body: ProfileUpdate) {
  const user = c.var.user;
  const ship = cleanAddress(body.shipAddress, store.country);
  const bill = cleanAddress(body.billAddress, ship.country ?? store.country);
  const fieldMessages = await problems(db, user, body, ship, store.country);
  if (fieldMessages.length > 0) {
    return respond(c, 422, null, [errorMessage('profile', 'invalid', PROFILE_INVALID_MESSAGE), ...fieldMessages]);
  }
  // A session alone must not take the account: a stolen one would lock its owner out, by a new
  // password, by an address of its own that the password reset then mails, or by a new username.
  if (needsCurrentPassword(body, storedCredentials(user))) {
    const checked = await confirmPassword(c, db, throttle, user, body.currentPassword ?? '');
    if (checked === 'incorrect') {
      return respond(c, 422, null, [
        errorMessage('profile', 'invalid', PROFILE_INVALID_MESSAGE),
        fieldMessage('currentPassword', 'incorrect', CURRENT_PASSWORD_INCORRECT_MESSAGE),
      ]);
    }
    if (checked !== 'confirmed') return tooManyFailures(c, checked.retryAfterSeconds);
  }
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    await saveProfile(db, user.id, {
      email: trimmed(body.email),
      daytimePhone: trimmed(body.daytimePhone),
      cellPhone: trimmed(body.cellPhone) || null,
      username: trimmed(body.username),
      shipAddress: ship,
      billAddress: bill,
      passwordHash,
    });
  } catch (error) {
    // Two saves racing for one username: the unique index decides.
    if ((error as { code?: string }).code !== '23505') throw error;
    return respond(c, 422, null, [
      errorMessage('profile', 'invalid', PROFILE_INVALID_MESSAGE),
      fieldMessage('username', 'invalid', USERNAME_TAKEN_MESSAGE),
    ]);
  }
  if (passwordHash) {
    await endOtherSessions(db, user.id, currentSessionHash(c));
  }
  const saved = await findProfile(db, user.id, store.country);
  return respond(c, 200, saved, [
    { type: 'success', source: 'profile', code: 'updated', value: PROFILE_SAVED_MESSAGE, level: 'success' },
  ]);
}

const ProfileParamsSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/**
 * Mounted at /api/checkout/profile: the signed-in user's own profile, never anyone else's. POST
 * creates the profile of a user who has none yet (no saved ship address); with one, it answers 409.
 * Wrong current passwords count against `throttle`, as logins do.
 */
export function profileRoutes(db: Db, store: StoreSettings, throttle: LoginThrottle) {
  /** Another's profile answers as a missing one (server/auth/refusals.ts). */
  const onlyOwnProfile = (c: Context<SignedInEnv>) =>
    resourceToActOn('profile', readParams(c, ProfileParamsSchema).id, (id) => isOwnProfileId(id, c.var.user));
  return new Hono<AppEnv>()
    .get('/:id', allow('signedIn'), async (c) => {
      onlyOwnProfile(c);
      const profile = await findProfile(db, c.var.user.id, store.country);
      if (!profile) throw notVisible('profile');
      return respond(c, 200, profile);
    })
    .put('/:id', allow('signedIn'), async (c) => {
      onlyOwnProfile(c);
      return writeProfile(c, db, store, throttle, await readEndpointBody(c, updateProfileEndpoint));
    })
    .post('/:id', allow('signedIn'), async (c) => {
      onlyOwnProfile(c);
      const body = await readEndpointBody(c, createProfileEndpoint);
      if (await hasProfile(db, c.var.user.id)) {
        return respond(c, 409, null, [errorMessage('profile', 'exists', PROFILE_EXISTS_MESSAGE)]);
      }
      return writeProfile(c, db, store, throttle, body);
    });
}

const CountryParamsSchema = v.object({
  countryIso3: v.pipe(v.string(), v.regex(COUNTRY_ISO3_PATTERN, 'The country must be an ISO 3166 alpha-3 code such as USA.')),
});

const GeoCodeQuerySchema = v.object({
  [GEO_CODE_ZIP_FILTER]: v.pipe(
    v.string('The filter[where][zip] parameter is required.'),
    v.trim(),
    v.minLength(1, 'The filter[where][zip] parameter is required.'),
    v.maxLength(16, 'A postal code has at most 16 characters.'),
  ),
});

/** Mounted at /api/resource: public reference data for address forms. */
export function countryRuleRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/country-rules/:countryIso3', allow('public'), (c) => {
      const { countryIso3 } = readParams(c, CountryParamsSchema);
      const rules = countryRules(countryIso3);
      if (!rules) {
        return respond(c, 404, null, [
          errorMessage('countryRules', 'notFound', `We have no address rules for the country ${countryIso3}.`),
        ]);
      }
      return respond(c, 200, rules);
    })
    .get('/geo-code', allow('public'), async (c) => {
      const query = readQuery(c, GeoCodeQuerySchema);
      return respond(c, 200, await findGeoCodes(db, query[GEO_CODE_ZIP_FILTER]));
    });
}
