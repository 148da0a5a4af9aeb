import type { BlockName } from '../../registry/index.ts';
import { homeBannerProps, homeCircleProps, wellnessGuideProps } from '../demo-home/home-blocks.ts';
import { KNOWN_TICKET } from '../db/seed-conference.ts';
import { featuredDemoEvent } from '../db/seed-site-forms.ts';
import { demoSite } from '../db/seed-users.ts';
import { featuredProduct, quickShopSections } from './products.ts';

const productId = featuredProduct.id;

/**
 * Props for each block's sample slot in the /blocks gallery; a block not listed gets none.
 * Keyed by string, not BlockName: the product blocks have samples before the registry lists them,
 * and the gallery shows registered blocks only.
 */
export const blockSamples: Partial<Record<BlockName, Record<string, unknown>>> = {
  'add-to-cart': { productId },
  'add-to-cart-button': { skuNumber: 'LAV05', label: 'Add lavender to cart' },
  'product-detail-page-top': { productId },
  'product-gallery': { productId },
  'suggested-products-v3': { productId, categoryName: featuredProduct.category, count: 3 },
  'suggested-products-v2': {},
  'certification-badge': { userId: demoSite.ownerUserId },
  'site-search-box': { resultsPath: '/search-results' },
  'quick-shop': { sections: quickShopSections.slice(0, 1) },
  'all-products': { pageSize: 6 },
  'free-simple-event-registration': { eventId: featuredDemoEvent.id },
  'conference-ticket-details': { uid: KNOWN_TICKET.uid },
  'rotating-banner': homeBannerProps,
  'product-circle': homeCircleProps,
  'home-page-products': { heading: 'Featured products' },
  'cookie-notice': { settingsPath: '/cookie-notice' },
  'downloadable-image': wellnessGuideProps,
  // The gallery shows it to everyone: a message for those it would send to log in.
  'analytics-settings': { leaveWhenRefused: false },
  // The gallery is not the training's page: its steps stay inside the block, the address stays /blocks.
  'certification-training': { stepsInAddress: false },
};
