import { DISTRIBUTOR_ONLY_MESSAGE } from '#contracts/distributor-tools.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts the distributor's tools share; a host overrides them as `distributorTools.<key>`. The
 * refusal is the spec's; the rest are ours.
 */
export const distributorToolLabels = defineLabels('distributorTools', {
  distributorOnly: DISTRIBUTOR_ONLY_MESSAGE,
  logIn: 'Log in',
  loadFailed: 'Your details could not be loaded. Please ensure you are connected to the internet and try again.',
  tryAgain: 'Try again',
  signupType: 'Signup type',
  customer: 'Customer',
  preferredCustomer: 'Preferred customer',
  distributor: 'Distributor',
  startingLevel: 'Starting profit level',
  noStartingLevel: 'No starting level',
  startingLevelHint: 'The profit level the new distributor starts at.',
});

export type DistributorToolLabels = typeof distributorToolLabels.defaults;
