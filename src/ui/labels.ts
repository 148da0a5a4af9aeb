import { defineLabels } from '#host/labels.ts';

/** Default texts of the shared UI kit; a host overrides them as `ui.<key>`, e.g. `ui.close`. */
export const uiLabels = defineLabels('ui', {
  close: 'Close',
  loading: 'Loading…',
  notifications: 'Notifications',
  errorBannerIntro: 'The following error occurred:',
  errorBannerSupport: 'If the issue persists, please contact customer support.',
  captchaUnavailable: 'The captcha could not be loaded. Please refresh the page and try again.',
});
