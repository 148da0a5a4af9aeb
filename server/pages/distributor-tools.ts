import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/** A distributor's tools: the next-steps dashboard, the link creator and sign-someone-up. */
const nextStepsPage: DemoPage = {
  path: '/distributor/next-steps',
  title: 'Your next steps',
  body: () => slot('distributor-next-steps', { id: 'distributor-next-steps' }),
};

const linkCreatorPage: DemoPage = {
  path: '/distributor/links',
  title: 'Share a link',
  body: () => slot('distributor-link-creator', { id: 'distributor-link-creator' }),
};

const signSomeoneUpPage: DemoPage = {
  path: '/distributor/sign-someone-up',
  title: 'Sign someone up',
  body: () => slot('sign-someone-up', { id: 'sign-someone-up' }),
};

export const distributorToolPages: DemoPage[] = [nextStepsPage, linkCreatorPage, signSomeoneUpPage];
