import type { ConferenceAccess } from '../../src/contracts/conference.ts';
import type { AuthUser } from '../auth/user-store.ts';

/** Conference staff, or a super-user; while impersonating, the impersonated user decides. */
export const isConferenceStaff = (user: AuthUser | null) => user !== null && (user.conferenceStaff || user.isSu);

export const conferenceAccess = (user: AuthUser): ConferenceAccess => ({
  staff: isConferenceStaff(user),
  lookupAccess: user.conferenceLookup,
});
