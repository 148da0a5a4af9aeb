import { defineLabels } from '#host/labels.ts';

/** Texts of sign-someone-up; a host overrides them as `signSomeoneUp.<key>`. */
export const signSomeoneUpLabels = defineLabels('signSomeoneUp', {
  /** The block's name for screen readers: the page's own title shows it. */
  heading: 'Sign someone up',
  intro: 'Choose how the new person joins, then complete the checkout with them.',
  startCheckout: 'Start checkout',
});
