/**
 * What the demo pages put inside each slot until its block mounts (the host contract keeps a
 * slot's children until then): shapes from the host stylesheet's placeholder classes, so nothing
 * is blank before the scripts run. A block not listed gets none (spacers, return-to-top, the
 * home-page popup, a dialog, and the conference staff menu, which shows visitors nothing).
 */
const media = (wide = false) => `<span class="cmsb-placeholder__media${wide ? ' cmsb-placeholder__media--wide' : ''}"></span>`;
const title = '<span class="cmsb-placeholder__line cmsb-placeholder__line--title"></span>';
const line = (short = false) => `<span class="cmsb-placeholder__line${short ? ' cmsb-placeholder__line--short' : ''}"></span>`;
const control = '<span class="cmsb-placeholder__control"></span>';
const box = (inner: string, modifier = '') =>
  `<div class="cmsb-placeholder${modifier ? ` cmsb-placeholder--${modifier}` : ''}" aria-hidden="true">${inner}</div>`;
const stack = (inner: string) => `<div class="cmsb-placeholder">${inner}</div>`;
const card = stack(media() + line() + line(true));
const cards = (count: number) => box(Array.from({ length: count }, () => card).join(''), 'cards');
const buyBox = title + line(true) + line() + control + control;

const placeholders: Readonly<Record<string, string>> = {
  'product-detail-page-top': box(media() + stack(buyBox), 'split'),
  'product-gallery': box(media()),
  'add-to-cart': box(line(true) + line() + control + control),
  'add-to-cart-button': box(control),
  cart: box(title + line() + line() + line(true) + control),
  'checkout-receipt': box(title + line() + line() + line() + line(true)),
  'suggested-products-v3': box(title) + cards(3),
  'quick-shop': box(title) + cards(3),
  'all-products': box(title + control) + cards(6),
  'certification-badge': box(line(true)),
  'switch-user': box(title + line() + control + control + control),
  'impersonation-banner': box(line() + line(true)),
  login: box(control + control + control),
  'site-search-box': box(control),
  'site-search-results': box(title + line(true) + line() + line() + line(true)),
  'reset-password': box(line() + line(true) + control + control),
  'dont-have-account': box(title + line() + line(true) + line(true) + line(true)),
  'my-profile': box(title + line() + control + control + control + control),
  'certification-training': box(title + line(true) + media(true) + line() + line(true) + control),
  'profile-edit': box(title + control + control + control + control + line(true)),
  'coupon-owner-controls': box(line(true) + title + line() + line() + line()),
  'contact-site-owner': box(control + control + control + control + line(true)),
  'free-simple-event-registration': box(title + line(true) + control + control + line(true)),
  'cookie-settings': box(line() + line() + line(true) + control + control + control + control),
  'downloadable-image': cards(1),
  // The banner's media fills the slot at the aspect ratio its slot.css reserves.
  'rotating-banner': box(media()),
  'product-circle': cards(6),
  // The video's preview fills the slot at the shape its slot.css reserves.
  'home-page-video': box(media()),
  'home-page-products': box(title) + cards(3),
  'conference-ticket-purchase': box(title + control + control + control + control),
  'conference-ticket-list': box(control + control + line() + line() + line() + line(true)),
  'conference-ticket-details': box(title + control + control + control + control),
  'conference-check-in': box(control + line(true)),
  'conference-badge-print': box(control + control + control + control),
  'conference-report': box(control + line() + line() + line(true)),
  'analytics-settings': box(line(true) + control + control),
  'facebook-pixel-settings': box(line(true) + control + control),
  'distributor-link-creator': box(control + control + control + line(true)),
  'sign-someone-up': box(line() + control + control),
  'distributor-next-steps': box(line(true) + line() + line() + line() + line() + line()),
};

export function placeholderFor(block: string): string {
  return placeholders[block] ?? '';
}
