import type { SaveStatus } from '#api/use-save.ts';

/** The profile form's states (accounts spec 4), exposed as `data-state`; before it, loading, error or logged-out. */
export type MyProfileStatus = 'idle' | 'submitting' | 'success' | 'warning';

/**
 * The spec's name of where the form stands: its save's status, or 'warning' when the form's own
 * check refused the values (no call made) or the save failed (its banner tells why).
 */
export function myProfileStatus(save: SaveStatus, invalid: boolean): MyProfileStatus {
  if (save === 'pending') return 'submitting';
  if (save === 'saved') return 'success';
  return invalid || save === 'error' || save === 'conflict' ? 'warning' : 'idle';
}
