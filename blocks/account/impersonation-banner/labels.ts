import { defineLabels } from '#host/labels.ts';

/** Texts of the impersonation banner (commerce.md 2 and 9); a host overrides them as `impersonationBanner.<key>`. */
export const impersonationBannerLabels = defineLabels('impersonationBanner', {
  region: 'Impersonation',
  impersonating: 'Impersonating:',
  warning: 'User is currently impersonating.',
  passwordLabel: 'Your password',
  endImpersonation: 'End Impersonation',
  info: 'Info',
  infoText:
    'You are signed in as this user: everything you do now is done as them. End Impersonation returns you to your own account.',
  infoPassword: 'Ending it asks for your own password.',
});
