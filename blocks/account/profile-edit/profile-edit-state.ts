import type { ProfileFormField } from '#contracts/profile.ts';
import type { SaveStatus } from '#api/use-save.ts';
import type { FieldErrors } from '#validation/required.ts';

/** The loaded form's states (commerce spec 4: loaded, saved; saving between), exposed as `data-state`. */
export type ProfileEditStatus = 'loaded' | 'saving' | 'saved';

/** The spec's name of the form's save state: a failed save leaves the form loaded, its banner telling why. */
export function profileEditStatus(status: SaveStatus): ProfileEditStatus {
  if (status === 'pending') return 'saving';
  return status === 'saved' ? 'saved' : 'loaded';
}

/**
 * The errors the form can show: with bill-same-as-ship on, the bill address is the ship address
 * (copied on save) and has no fields of its own, so its errors are left to the ship fields.
 */
export function visibleProfileErrors(
  errors: FieldErrors<ProfileFormField>,
  billSameAsShip: boolean,
): FieldErrors<ProfileFormField> {
  if (!billSameAsShip) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('billAddress.')));
}
