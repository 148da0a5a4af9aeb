import { SITE_SETTINGS_TEXTS } from '#contracts/site-settings.ts';
import { defineLabels } from '#host/labels.ts';

/** Texts of the home-page popups block; a host overrides them as `homePagePopups.<key>`. */
export const homePagePopupsLabels = defineLabels('homePagePopups', {
  /** Accounts spec 6: what anyone but the owner sees where the chooser would be. */
  notAllowed: SITE_SETTINGS_TEXTS.notAllowed,
  loadError: 'The popups could not be loaded.',
  retry: 'Try again',
  // The owner's chooser (loaded only in edit mode).
  chooserTitle: 'Home-page popup',
  chooserHint: 'Visitors see the chosen popup once, when they first open your home page.',
  choiceLegend: 'Popup to show',
  none: 'No popup',
  preview: 'Preview',
  loading: 'Loading popups…',
});
