import { REQUIRED_MESSAGE, ZIP_CODE_MESSAGE } from './messages.ts';
// note: usernames follow the password's rule (letters, digits and underscore)
import { CREDENTIAL_CHARACTERS_MESSAGE, isValidPassword } from './password.ts';
import { isFilled, type FieldErrors } from './required.ts';

type Text = string | null | undefined;

/** The fields of the My Profile form that carry a rule; a full profile fits. */
export interface ProfileInput {
  email?: Text;
  daytimePhone?: Text;
  username?: Text;
  shipAddress?: { nameLine?: Text; addressLine1?: Text; city?: Text; postalCode?: Text; phone?: Text } | null;
  /** Shown as the Mailing Address. */
  billAddress?: { addressLine1?: Text; city?: Text } | null;
}

export type ProfileField =
  | 'email'
  | 'daytimePhone'
  | 'username'
  | 'shipAddress.nameLine'
  | 'shipAddress.addressLine1'
  | 'shipAddress.phone'
  | 'shipAddress.city'
  | 'shipAddress.postalCode'
  | 'billAddress.addressLine1'
  | 'billAddress.city';

export interface ProfileOptions {
  /** True for the country whose cities come from a list (the USA); its postal code must be 5 or 9 long. */
  usesCityList: boolean;
}

/** Errors keyed by field path. Differing passwords are told by the forms at passwordTwo (blocks/account/shared/profile-form-state.ts passwordMismatch). */
export function validateProfile(profile: ProfileInput, { usesCityList }: ProfileOptions): FieldErrors<ProfileField> {
  const ship = profile.shipAddress ?? {};
  const bill = profile.billAddress ?? {};
  const required: [ProfileField, Text][] = [
    ['email', profile.email],
    ['daytimePhone', profile.daytimePhone],
    ['username', profile.username],
    ['shipAddress.nameLine', ship.nameLine],
    ['shipAddress.addressLine1', ship.addressLine1],
    ['shipAddress.phone', ship.phone],
    ['billAddress.addressLine1', bill.addressLine1],
    ['billAddress.city', bill.city],
  ];
  if (!usesCityList) required.push(['shipAddress.city', ship.city]);

  const errors: FieldErrors<ProfileField> = {};
  for (const [field, value] of required) {
    if (!isFilled(value)) errors[field] = REQUIRED_MESSAGE;
  }

  const postalCode = ship.postalCode?.trim() ?? '';
  if (postalCode === '') errors['shipAddress.postalCode'] = REQUIRED_MESSAGE;
  else if (usesCityList && postalCode.length !== 5 && postalCode.length !== 9) {
    errors['shipAddress.postalCode'] = ZIP_CODE_MESSAGE;
  }
  return errors;
}

/** The spec gives no text for these; ours say what to fix. */
export const PASSWORD_MISMATCH_MESSAGE = 'The passwords do not match.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your username, email address or password.';

export type CredentialField = 'username' | 'password' | 'passwordTwo' | 'currentPassword';

export interface CredentialInput {
  email?: Text;
  username?: Text;
  /** Empty: the password stays as it is. */
  password?: Text;
  passwordTwo?: Text;
  /**
   * Needed with a new password, another email address or another username: a session alone must
   * not be enough to take the account, directly, by a password reset mailed to an address of the
   * thief's, or by a rename that leaves its owner unable to sign in by name.
   */
  currentPassword?: Text;
}

export interface CredentialOptions {
  /**
   * The account's email address and username as stored. Left out, that field counts as unchanged:
   * right for checking a stored profile as it is, never for a save.
   */
  storedEmail?: string;
  storedUsername?: string;
}

/**
 * Whether `value` is another email address or username than `stored`. Both are compared trimmed
 * (the server saves them trimmed) and case-sensitively: a change of case only is rare and costs one
 * password, while case folding (JavaScript's folds the Kelvin sign into k) could pass off another
 * address as the same one. A blank value changes nothing: it is refused as required.
 */
export function credentialChanged(value: Text, stored: string | undefined): boolean {
  const trimmedValue = value?.trim() ?? '';
  return stored !== undefined && trimmedValue !== '' && trimmedValue !== stored.trim();
}

/** Whether saving `input` needs the current password: it sets a new password, another email address or another username. */
export function needsCurrentPassword(
  { email, username, password }: CredentialInput,
  { storedEmail, storedUsername }: CredentialOptions,
): boolean {
  return Boolean(password) || credentialChanged(email, storedEmail) || credentialChanged(username, storedUsername);
}

/**
 * A username, when given, and a new password, when given, may hold letters, digits and underscore
 * only; a new password, another email address or another username needs the current password.
 * Differing passwords are not reported here: the forms tell them at passwordTwo (passwordMismatch),
 * and so does the server.
 */
export function validateCredentials(input: CredentialInput, options: CredentialOptions = {}): FieldErrors<CredentialField> {
  const { username, password, currentPassword } = input;
  const errors: FieldErrors<CredentialField> = {};
  if (username && isFilled(username) && !isValidPassword(username.trim())) errors.username = CREDENTIAL_CHARACTERS_MESSAGE;
  if (password && !isValidPassword(password)) errors.password = CREDENTIAL_CHARACTERS_MESSAGE;
  if (!currentPassword && needsCurrentPassword(input, options)) errors.currentPassword = CURRENT_PASSWORD_REQUIRED_MESSAGE;
  return errors;
}
