import * as v from 'valibot';
import { classifyFailure } from '#api/errors/api-error.ts';
import { AddressSchema, type Address } from '#contracts/commerce.ts';
import type { Profile, ProfileUpdate } from '#contracts/profile.ts';
import { passwordsDiffer } from '#validation/password.ts';
import { PASSWORD_MISMATCH_MESSAGE } from '#validation/profile.ts';
import type { FieldErrors } from '#validation/required.ts';

/** What the profile forms edit: the profile's editable fields as typed, passwords empty until changed. */
export interface ProfileDraft {
  email: string;
  daytimePhone: string;
  cellPhone: string;
  username: string;
  password: string;
  passwordTwo: string;
  /** Sent with a new password, email address or username, which the server changes only with it. */
  currentPassword: string;
  shipAddress: Address;
  billAddress: Address;
}

export function toDraft(profile: Profile): ProfileDraft {
  return {
    email: profile.email,
    daytimePhone: profile.daytimePhone ?? '',
    cellPhone: profile.cellPhone ?? '',
    username: profile.username,
    password: '',
    passwordTwo: '',
    currentPassword: '',
    shipAddress: profile.shipAddress,
    billAddress: profile.billAddress,
  };
}

/** The fields people type into an address: what "the same address" compares. */
const ADDRESS_FIELDS = ['nameLine', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

export function sameAddress(a: Address, b: Address): boolean {
  return ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

/** The bill address copied from the ship address (bill-same-as-ship, commerce spec 5). */
export function billFromShip(ship: Address): Address {
  return v.parse(AddressSchema, { ...ship, type: 'bill' });
}

export interface UpdateOptions {
  /** Copy the ship address to the bill address before saving. */
  billSameAsShip?: boolean;
  /** Send the new password; otherwise the password stays. */
  changePassword?: boolean;
}

/** The PUT body: the whole profile as the form holds it. */
export function toUpdateBody(
  draft: ProfileDraft,
  { billSameAsShip = false, changePassword = true }: UpdateOptions = {},
): ProfileUpdate {
  return {
    email: draft.email,
    daytimePhone: draft.daytimePhone,
    cellPhone: draft.cellPhone,
    username: draft.username,
    password: changePassword ? draft.password : '',
    passwordTwo: changePassword ? draft.passwordTwo : '',
    currentPassword: changePassword ? draft.currentPassword : '',
    shipAddress: draft.shipAddress,
    billAddress: billSameAsShip ? billFromShip(draft.shipAddress) : draft.billAddress,
  };
}

/**
 * Differing new passwords, told at the second field. Our departure from the specs (accounts 5,
 * commerce 5), which block the save and move focus there without a text: people could not tell why.
 */
export function passwordMismatch({
  password,
  passwordTwo,
}: Pick<ProfileUpdate, 'password' | 'passwordTwo'>): FieldErrors<'passwordTwo'> {
  return passwordsDiffer(password, passwordTwo) ? { passwordTwo: PASSWORD_MISMATCH_MESSAGE } : {};
}

/** The server's messages of a failed load (e.g. the country rules), or `fallback` when it sent none. */
export function loadErrorMessages(error: unknown, fallback: string): string[] {
  const values = classifyFailure(error)
    .messages.map((message) => message.value)
    .filter(Boolean);
  return values.length > 0 ? values : [fallback];
}
