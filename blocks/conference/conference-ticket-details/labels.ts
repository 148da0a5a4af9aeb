import { SAVE_BEFORE_CHECK_IN, TICKET_UPDATED } from '#contracts/conference.ts';
import { defineLabels } from '#host/labels.ts';
import { TICKET_FORM_MESSAGE, TICKET_REQUIRED_FIELDS } from '#validation/conference-ticket.ts';

/**
 * Texts of the ticket details; a host overrides them as `conferenceTicketDetails.<key>`. The spec
 * gives the saved, save-first and form texts; the rest are ours.
 */
export const ticketDetailsLabels = defineLabels('conferenceTicketDetails', {
  heading: 'Ticket of {name}',
  notFound: 'There is no ticket {uid}. It may have been deleted.',
  backToList: 'Back to the ticket list',
  ticketType: TICKET_REQUIRED_FIELDS.skuNumber,
  firstName: TICKET_REQUIRED_FIELDS.firstName,
  lastName: TICKET_REQUIRED_FIELDS.lastName,
  displayName: TICKET_REQUIRED_FIELDS.displayName,
  displayRcn: 'RCN on badge',
  city: TICKET_REQUIRED_FIELDS.city,
  stateCountry: TICKET_REQUIRED_FIELDS.stateCountry,
  translationLangCode: 'Translation',
  hearingImpaired: 'Hearing impaired',
  signLanguage: 'Sign language',
  order: 'Order',
  owner: 'Owner',
  created: 'Created',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  checkIn: 'Check in',
  undoCheckIn: 'Undo check-in',
  checkedIn: 'Checked in',
  notCheckedIn: 'Not checked in',
  features: 'Features',
  noFeatures: 'No features',
  addFeatures: 'Add features',
  addFeaturesHint: "The features are added to the owner's order: you act as the owner and go to their cart to pay.",
  noAddition: 'No addition',
  /** After the switch to the owner, when adding the features failed. `{owner}` is their name and RCN. */
  actingAsOwner: 'You are now acting as {owner}; switch back from the banner to continue as yourself.',
  ownersCart: "Go to the owner's cart",
  /** `{name}` the SKU's choice, `{price}` its price. */
  featureOption: '{name} ({price})',
  soldOut: '{name} (sold out)',
  save: 'Save',
  saveWithFeatures: 'Save with features',
  delete: 'Delete ticket',
  saved: TICKET_UPDATED,
  saveFirst: SAVE_BEFORE_CHECK_IN,
  invalidForm: TICKET_FORM_MESSAGE,
});
