import { PAGE_OUT_OF_RANGE } from '#contracts/conference.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the ticket list; a host overrides them as `conferenceTicketList.<key>`. The spec gives
 * the out-of-range text; the rest are ours.
 */
export const ticketListLabels = defineLabels('conferenceTicketList', {
  heading: 'Tickets',
  search: 'Search tickets',
  searchHint: 'Owner name or RCN, order number, SKU, badge name or RCN, ticket type, feature order number',
  /** `{first}`–`{last}` of `{total}` tickets. */
  showing: 'Showing {first}–{last} of {total}',
  noTickets: 'This conference has no tickets yet.',
  noMatch: 'No tickets match "{query}".',
  /** `{n}` is the page asked for (conference.md 7). */
  outOfRange: PAGE_OUT_OF_RANGE,
  firstPage: 'Go to page 1',
  checkedInCount: '{checkedIn} of {total} checked in',
  caption: 'Tickets of {conference}',
  attendee: 'Attendee',
  badge: 'Badge',
  ticketType: 'Ticket type',
  order: 'Order',
  owner: 'Owner',
  features: 'Features',
  ribbons: 'Ribbons',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  checkedIn: 'Checked in',
  actions: 'Actions',
  /** The check-in toggle of one row, named after the attendee. */
  checkInOf: 'Checked in: {name}',
  /** Why the check-in toggle of an inactive ticket cannot be used. */
  checkInLocked: 'Not active',
  edit: 'Edit',
  editOf: 'Edit the ticket of {name}',
  delete: 'Delete',
  deleteOf: 'Delete the ticket of {name}',
  pages: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {pageCount}',
  exportSearch: 'Download CSV: the {count} active tickets of this search',
  exportAll: 'Download CSV: all {count} active tickets',
  csvFirstName: 'First name',
  csvLastName: 'Last name',
  csvDisplayName: 'Name on badge',
  csvDisplayRcn: 'RCN on badge',
  csvTicketType: 'Ticket type',
  csvSku: 'SKU',
  csvCity: 'City',
  csvStateCountry: 'State or country',
  csvTranslation: 'Translation',
  csvHearingImpaired: 'Hearing impaired',
  csvSignLanguage: 'Sign language',
  csvFeatures: 'Features',
  csvOrderNumber: 'Order number',
  csvOwnerName: 'Owner name',
  csvOwnerRcn: 'Owner RCN',
  csvCheckedIn: 'Checked in',
  csvDateCreated: 'Date created',
  csvCheckedInAt: 'Checked in at',
  yes: 'Yes',
  no: 'No',
});
