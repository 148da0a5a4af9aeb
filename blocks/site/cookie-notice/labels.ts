import { defineLabels } from '#host/labels.ts';

/** The notice's texts (the spec gives none); a host overrides them as `cookieNotice.<key>`. */
export const cookieNoticeLabels = defineLabels('cookieNotice', {
  region: 'Cookie notice',
  text: 'We use necessary cookies to make this site work. With your consent we would also use cookies to remember your preferences, to measure how the site is used and to show you relevant offers.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Cookie settings',
  /** Read by screen readers when the notice appears: it sits at the bottom of the page, out of reading order. */
  announce: 'Cookie notice at the bottom of the page: accept or reject optional cookies.',
  saved: 'Your cookie choices have been saved. You can change them in the cookie settings.',
});
