import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * The site owner's settings pages of site `demo` (the page config's siteId): coupons, analytics
 * and the Facebook pixel. The blocks check who may use them and the server checks every change.
 */
const couponsPage: DemoPage = {
  path: '/owner/coupons',
  guard: 'public',
  title: 'My coupons',
  body: () => `<p>Choose the coupons your visitors can use on your site, and give them codes of your own.</p>
${slot('coupon-owner-controls', { id: 'coupon-owner-controls' })}`,
};

const analyticsPage: DemoPage = {
  path: '/owner/analytics',
  guard: 'public',
  title: 'Analytics settings',
  body: () => `<p>The tracking ID of your site's analytics. Its pages load the analytics tag only for visitors whose cookie settings allow analytics.</p>
${slot('analytics-settings', { id: 'analytics-settings' })}`,
};

const facebookPixelPage: DemoPage = {
  path: '/owner/facebook-pixel',
  guard: 'public',
  title: 'Facebook pixel settings',
  body: () => `<p>The account id of the Facebook pixel that measures your site's visits.</p>
${slot('facebook-pixel-settings', { id: 'facebook-pixel-settings' })}`,
};

export const ownerToolPages: DemoPage[] = [couponsPage, analyticsPage, facebookPixelPage];
