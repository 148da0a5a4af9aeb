import { CONFERENCE_UNKNOWN_ERROR, NO_ACTIVE_CONFERENCES_AVAILABLE } from '#contracts/conference.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts every conference tool shares; a host overrides them as `conference.<key>`. The spec gives
 * the error and empty texts; the login prompt and the staff-only refusal are ours (the spec shows neither).
 */
export const conferenceLabels = defineLabels('conference', {
  conference: 'Conference',
  noConferences: NO_ACTIVE_CONFERENCES_AVAILABLE,
  unknownError: CONFERENCE_UNKNOWN_ERROR,
  tryAgain: 'Try again',
  loading: 'Loading…',
  loggedOut: 'Log in with a conference staff account to use this tool.',
  notStaff: 'Only conference staff can use this tool. Log in with a staff account.',
  logIn: 'Log in',
  cancel: 'Cancel',
});
