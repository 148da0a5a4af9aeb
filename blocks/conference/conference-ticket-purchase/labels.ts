import { USER_NOT_FOUND } from '#contracts/conference.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the purchase screen; a host overrides them as `conferenceTicketPurchase.<key>`. The
 * spec gives 'Ticket Type', 'Add Another Ticket', 'Checkout', 'Auto Populate', the results modal's
 * title and text, and 'User not found'; the rest are ours (the spec shows none).
 */
export const purchaseLabels = defineLabels('conferenceTicketPurchase', {
  heading: 'Buy conference tickets',
  /** `{n}`: the ticket's place in the list. */
  ticket: 'Ticket {n}',
  /** `{n}`: as above. */
  removeTicket: 'Remove ticket {n}',
  event: 'Event',
  chooseEvent: 'Choose an event',
  ticketType: 'Ticket Type',
  chooseTicketType: 'Choose a ticket type',
  soldOut: '{name} (sold out)',
  firstName: 'First name',
  lastName: 'Last name',
  displayName: 'Name on badge',
  displayRcn: 'RCN on badge',
  translationLangCode: 'Translation language',
  hearingImpaired: 'Hearing impaired',
  signLanguage: 'Sign language',
  city: 'City',
  stateCountry: 'State or country',
  features: 'Features',
  /** `{n}`: the feature's place on the ticket. */
  feature: 'Feature {n}',
  /** A feature picker's option: `{product}` as the cart names it, `{option}` the SKU's, `{price}` formatted. */
  featureOption: '{product}: {option} ({price})',
  addFeature: 'Add feature',
  /** `{n}`: as above. */
  removeFeature: 'Remove feature {n}',
  addTicket: 'Add Another Ticket',
  checkout: 'Checkout',
  autoPopulate: 'Auto Populate',
  enterRcn: 'Type an RCN on badge first.',
  userNotFound: USER_NOT_FOUND,
  profileName: 'Find a profile by name',
  search: 'Search',
  searchResults: 'Search results',
  clickToPopulate: 'Click to populate ticket',
  /** `{name}`: what was searched for. */
  noResults: 'No profile matches "{name}".',
  enterName: 'Type part of a name first.',
  logInToBuy: 'Log in to buy conference tickets.',
});
