import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the check-in desk; a host overrides them as `conferenceCheckIn.<key>`. The spec shows
 * only the route, so every text here is ours. `{name}` is the name on the badge (else the
 * attendee's name), `{time}` the check-in's date and time.
 */
export const checkInLabels = defineLabels('conferenceCheckIn', {
  search: 'Scan or search',
  searchHint: 'Scan a ticket or order code, or type a name, RCN or order number.',
  keys: 'Enter checks in the chosen ticket · ↑ ↓ choose a ticket · Esc clears the field · Ctrl+Z (field empty) asks to undo the last check-in',
  results: 'Matching tickets',
  /** `{shown}` of `{total}` matches are listed. */
  moreResults: 'Showing {shown} of {total} matches: type more to narrow the list.',
  noMatch: 'No ticket matches.',
  choose: '{total} tickets match: choose one with ↑ ↓ and press Enter.',
  /** A code of several tickets: Enter acts on `{name}`, the one the desk chose; one other matches. */
  selectedOneOther: '{name} is selected. 1 other ticket matches: ↑ ↓ to choose it.',
  /** As selectedOneOther, with `{others}` other matches. */
  selectedOthers: '{name} is selected. {others} other tickets match: ↑ ↓ to choose another.',
  /** `{checkedIn}` of `{active}` active tickets. */
  count: '{checkedIn} of {active} checked in',
  checkedInMark: 'Checked in',
  inactiveMark: 'Not active',
  order: 'Order {orderNumber}',
  rcn: 'RCN {rcn}',
  checkingIn: 'Checking in {name}…',
  checkedIn: 'Checked in',
  ticketType: 'Ticket type',
  features: 'Features',
  noFeatures: 'None',
  ribbons: 'Ribbons',
  alreadyTitle: 'Already checked in',
  already: '{name} was checked in at {time}. Do not hand out a second badge.',
  conflictTitle: 'Already checked in at another desk',
  conflict: '{name} was just checked in at another desk at {time}.',
  inactiveTitle: 'Ticket not active',
  inactive: 'The ticket of {name} is not active: it cannot be checked in.',
  undo: 'Undo check-in of {name}',
  undoing: 'Undoing the check-in of {name}…',
  undone: 'The check-in of {name} was undone.',
  checkInFailed: '{name} is not checked in.',
  undoFailed: 'The check-in of {name} was not undone: still checked in.',
});

export type CheckInLabels = typeof checkInLabels.defaults;
