import { defineLabels } from '#host/labels.ts';

/** Texts of the next-steps dashboard (the spec names the block only: all ours); `distributorNextSteps.<key>`. */
export const nextStepsLabels = defineLabels('distributorNextSteps', {
  /** The block's name for screen readers: the page's own title shows it. */
  heading: 'Your next steps',
  /** `{done}` of `{total}` steps with a known status that are done. */
  progress: '{done} of {total} steps done',
  stepsFailed: 'Your next steps could not be loaded. Please ensure you are connected to the internet and try again.',
  tryAgain: 'Try again',
  done: 'Done',
  todo: 'To do',
  unknown: 'Status not available',
  profileTitle: 'Complete your profile',
  profileText: 'Your contact details, shipping address and mailing address.',
  profileLink: 'Go to your profile',
  certificationTitle: 'Finish the certification training',
  certificationText: 'Watch the videos, answer the quizzes and accept the policies.',
  certificationLink: 'Go to the training',
  personalSiteTitle: 'Set up your personal site',
  personalSiteText: 'Choose the products, video and popups your visitors see first.',
  personalSiteLink: 'Edit your site',
  couponsTitle: 'Choose your coupons',
  couponsText: 'Pick the coupons your visitors can use, or make codes of your own.',
  couponsLink: 'Go to your coupons',
  analyticsTitle: 'Connect your analytics',
  analyticsText: 'Add your Google Analytics tracking id to see who visits your site.',
  analyticsLink: 'Go to analytics settings',
});

export type NextStepsLabels = typeof nextStepsLabels.defaults;
