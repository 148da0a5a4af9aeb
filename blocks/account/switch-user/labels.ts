import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the switch-user panel (commerce.md 2 and 9); a host overrides them as `switchUser.<key>`.
 * The field's placeholder is the panel's 'RCN or username' rather than section 9's generic
 * 'Username' default, since the field takes either; a host may set it back.
 */
export const switchUserLabels = defineLabels('switchUser', {
  title: 'Switch User',
  searchLabel: 'Search by last name (optional):',
  searchPlaceholder: 'last name',
  lookup: 'Lookup RCN',
  resultsTitle: 'Search results',
  resultsBody: 'Click to switch to user',
  noResults: 'No results found',
  name: 'Name',
  email: 'Email',
  rcn: 'RCN',
  targetLabel: 'User to switch to',
  inputPlaceholder: 'RCN or username',
  switchToUser: 'Switch to User',
  endImpersonation: 'End Impersonation',
  impersonating: 'Impersonating:',
  passwordLabel: 'Your password',
  passwordHint: 'Needed to end the current impersonation.',
  loading: 'Loading…',
  notAllowed: 'Only super-users can switch users.',
});
