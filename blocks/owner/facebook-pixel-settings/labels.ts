import { SITE_ANALYTICS_TEXTS } from '#contracts/site-analytics.ts';
import { defineLabels } from '#host/labels.ts';

/** Texts of the Facebook pixel settings; a host overrides them as `facebookPixelSettings.<key>`. The spec gives the error text. */
export const pixelLabels = defineLabels('facebookPixelSettings', {
  accountId: 'Pixel account id',
  accountIdHint: 'Digits only, as Facebook Events Manager shows it. Leave it empty to use no pixel.',
  digitsOnly: SITE_ANALYTICS_TEXTS.accountIdDigits,
  save: 'Save',
  saved: SITE_ANALYTICS_TEXTS.saved,
  error: SITE_ANALYTICS_TEXTS.communicationError,
  loading: 'Loading the Facebook pixel settings…',
  loggedOut: 'Log in to change the Facebook pixel of your site.',
  logIn: 'Log in',
  noSite: 'Facebook pixel settings belong to a personal site: this page names none (siteId).',
  tryAgain: 'Try again',
});
