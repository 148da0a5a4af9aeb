import { defineLabels } from '#host/labels.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';

/**
 * Texts of the badge print tool; a host overrides them as `conferenceBadgePrint.<key>`. The field
 * labels, their notes and 'Print badge' are the spec's (conference.md 2); the rest is ours.
 */
export const badgePrintLabels = defineLabels('conferenceBadgePrint', {
  displayRcn: 'RCN on Badge',
  displayRcnHint: 'Optional; blank for employee badges',
  displayName: 'Name on Badge',
  city: 'City',
  cityHint: 'Job title for employee badges',
  stateCountry: 'State or Country',
  stateCountryHint: 'Optional; blank for employee badges',
  print: 'Print badge',
  employee: 'Employee badge: RCN and State or Country are blank, so City prints as the job title.',
  printView: 'Badge print view',
  printing: 'Printing the badge…',
  required: REQUIRED_MESSAGE,
});
