import { SITE_ANALYTICS_TEXTS } from '#contracts/site-analytics.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the analytics settings; a host overrides them as `analyticsSettings.<key>`. The spec
 * gives the validation and saved texts; the server's error messages show as it sends them.
 */
export const analyticsLabels = defineLabels('analyticsSettings', {
  trackingId: 'Tracking ID',
  trackingIdHint: 'The measurement ID of your analytics property, such as G-1A2B3C4D5E.',
  save: 'Save',
  saved: SITE_ANALYTICS_TEXTS.saved,
  required: SITE_ANALYTICS_TEXTS.trackingIdRequired,
  loading: 'Loading analytics settings…',
  leaving: 'Taking you to the login page…',
  refused: 'Only the site owner or an employee can change analytics settings.',
  logIn: 'Log in',
  noSite: 'Analytics settings belong to a personal site: this page names none (siteId).',
  error: SITE_ANALYTICS_TEXTS.communicationError,
  tryAgain: 'Try again',
});
