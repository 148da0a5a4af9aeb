import { defineLabels } from '#host/labels.ts';

/** The settings page's texts (the spec gives none); a host overrides them as `cookieSettings.<key>`. */
export const cookieSettingsLabels = defineLabels('cookieSettings', {
  intro:
    'Cookies are small files a site keeps in your browser. Necessary cookies make this site work; the others are used only if you allow them. You can change or withdraw your choice at any time.',
  noDecision: 'You have not made a choice yet, so only necessary cookies are used.',
  decidedOn: 'You made your choice on {date}.',
  outdated: 'Our use of cookies has changed since you made your choice on {date}. Please review your choices.',
  categories: 'Cookie categories',
  necessary: 'Necessary',
  necessaryDescription:
    'Needed for the site to work, for example to keep you signed in, to keep your cart and to remember these choices. Always on.',
  preferences: 'Preferences',
  preferencesDescription: 'Remember your settings, such as your country and language.',
  analytics: 'Analytics',
  analyticsDescription: 'Help us understand how visitors use the site, so we can improve it.',
  marketing: 'Marketing',
  marketingDescription: 'Show you offers and advertising that fit your interests, here and on other sites.',
  save: 'Save choices',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  withdraw: 'Withdraw consent',
  saved: 'Your choices have been saved.',
  withdrawn: 'Your consent has been withdrawn. Only necessary cookies are used until you decide again.',
  loadError: 'Your cookie settings cannot be changed right now. Please check your connection and try again.',
  retry: 'Try again',
});

export type CookieSettingsLabels = typeof cookieSettingsLabels.defaults;
