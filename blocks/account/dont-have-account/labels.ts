import { defineLabels } from '#host/labels.ts';

/** Texts of the prompt (its wording is not shown in the spec); a host overrides them as `dontHaveAccount.<key>`. */
export const dontHaveAccountLabels = defineLabels('dontHaveAccount', {
  heading: "Don't have an account?",
  intro: 'Create one in a minute and choose how you want to join:',
  customer: 'Sign up as a customer',
  customerHint: 'Shop at retail prices.',
  preferredCustomer: 'Sign up as a preferred customer',
  preferredCustomerHint: 'Save on every order and set up auto-ship.',
  distributor: 'Become a distributor',
  distributorHint: 'Share the products and build your own business.',
});
