import type { Hydration } from '../src/contracts/hydration.ts';
import type { BlockModule } from '../src/runtime/block.ts';

/**
 * The one map of block names to their code. Each block loads with its own `import()`,
 * so a page pays only for the blocks it holds.
 */
export const registry = {
  'spacer-medium': () => import('../blocks/site/spacer-medium/index.ts'),
  'spacer-large': () => import('../blocks/site/spacer-large/index.ts'),
  'return-to-top': () => import('../blocks/site/return-to-top/index.ts'),
  'site-search-box': () => import('../blocks/site/site-search-box/index.ts'),
  'site-search-results': () => import('../blocks/site/site-search-results/index.ts'),
  'cookie-notice': () => import('../blocks/site/cookie-notice/index.ts'),
  'cookie-settings': () => import('../blocks/site/cookie-settings/index.ts'),
  'contact-site-owner': () => import('../blocks/site/contact-site-owner/index.ts'),
  'free-simple-event-registration': () => import('../blocks/site/free-simple-event-registration/index.ts'),
  'rotating-banner': () => import('../blocks/site/rotating-banner/index.ts'),
  'product-circle': () => import('../blocks/site/product-circle/index.ts'),
  'downloadable-image': () => import('../blocks/site/downloadable-image/index.ts'),
  cart: () => import('../blocks/commerce/cart/index.ts'),
  'checkout-receipt': () => import('../blocks/commerce/checkout-receipt/index.ts'),
  'add-to-cart': () => import('../blocks/commerce/add-to-cart/index.ts'),
  'add-to-cart-button': () => import('../blocks/commerce/add-to-cart-button/index.ts'),
  'product-detail-page-top': () => import('../blocks/commerce/product-detail-page-top/index.ts'),
  'certification-badge': () => import('../blocks/commerce/certification-badge/index.ts'),
  'product-gallery': () => import('../blocks/commerce/product-gallery/index.ts'),
  'suggested-products-v3': () => import('../blocks/commerce/suggested-products-v3/index.ts'),
  'suggested-products-v2': () => import('../blocks/commerce/suggested-products-v2/index.ts'),
  'quick-shop': () => import('../blocks/commerce/quick-shop/index.ts'),
  'all-products': () => import('../blocks/commerce/all-products/index.ts'),
  'conference-ticket-purchase': () => import('../blocks/conference/conference-ticket-purchase/index.ts'),
  'conference-ticket-list': () => import('../blocks/conference/conference-ticket-list/index.ts'),
  'conference-ticket-details': () => import('../blocks/conference/conference-ticket-details/index.ts'),
  'conference-check-in': () => import('../blocks/conference/conference-check-in/index.ts'),
  'conference-badge-print': () => import('../blocks/conference/conference-badge-print/index.ts'),
  'conference-report': () => import('../blocks/conference/conference-report/index.ts'),
  'conference-staff-menu': () => import('../blocks/conference/conference-staff-menu/index.ts'),
  'home-page-popups': () => import('../blocks/owner/home-page-popups/index.ts'),
  'home-page-products': () => import('../blocks/owner/home-page-products/index.ts'),
  'home-page-video': () => import('../blocks/owner/home-page-video/index.ts'),
  'coupon-owner-controls': () => import('../blocks/owner/coupon-owner-controls/index.ts'),
  'analytics-settings': () => import('../blocks/owner/analytics-settings/index.ts'),
  'facebook-pixel-settings': () => import('../blocks/owner/facebook-pixel-settings/index.ts'),
  'distributor-link-creator': () => import('../blocks/distributor/distributor-link-creator/index.ts'),
  'sign-someone-up': () => import('../blocks/distributor/sign-someone-up/index.ts'),
  'distributor-next-steps': () => import('../blocks/distributor/distributor-next-steps/index.ts'),
  login: () => import('../blocks/account/login/index.ts'),
  'reset-password': () => import('../blocks/account/reset-password/index.ts'),
  'dont-have-account': () => import('../blocks/account/dont-have-account/index.ts'),
  'my-profile': () => import('../blocks/account/my-profile/index.ts'),
  'profile-edit': () => import('../blocks/account/profile-edit/index.ts'),
  'switch-user': () => import('../blocks/account/switch-user/index.ts'),
  'impersonation-banner': () => import('../blocks/account/impersonation-banner/index.ts'),
  'certification-training': () => import('../blocks/training/certification-training/index.ts'),
} satisfies Record<string, () => Promise<BlockModule>>;

export type BlockName = keyof typeof registry;

/**
 * Default hydration of blocks that should not load at once. It lives here, not in the
 * block's chunk, because the loader needs it before that chunk is fetched.
 */
export const defaultHydration: Partial<Record<BlockName, Hydration>> = {
  'return-to-top': 'idle',
  'add-to-cart-button': 'visible',
  'certification-badge': 'idle',
  'suggested-products-v3': 'visible',
  'suggested-products-v2': 'idle',
  'quick-shop': 'visible',
  'cookie-notice': 'idle',
  'contact-site-owner': 'visible',
  'free-simple-event-registration': 'visible',
  'product-circle': 'visible',
  'downloadable-image': 'visible',
};

export const blockNames = Object.keys(registry) as BlockName[];

export function isBlockName(name: string): name is BlockName {
  return Object.prototype.hasOwnProperty.call(registry, name);
}
