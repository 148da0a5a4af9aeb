import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the staff menu; a host overrides them as `conferenceStaffMenu.<key>`. The spec gives the
 * links' names; the toggle's and the landmark's are ours.
 */
export const staffMenuLabels = defineLabels('conferenceStaffMenu', {
  menu: 'Conference staff',
  toggle: 'Staff menu',
  ticketList: 'Ticket List',
  checkIn: 'Check-In',
  buyTickets: 'Buy Tickets',
  customBadge: 'Print Custom Badge',
  report: 'Conference Report',
  logOut: 'Log Out',
  /** The login form's words for a failed call (accounts-and-sites 8). */
  logOutFailed: 'An error occurred. Please ensure you are connected to the internet and try again.',
});
