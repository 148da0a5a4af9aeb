import type { BlockAuthoring } from '../src/runtime/block.ts';
import dontHaveAccount from '../blocks/account/dont-have-account/authoring.ts';
import impersonationBanner from '../blocks/account/impersonation-banner/authoring.ts';
import login from '../blocks/account/login/authoring.ts';
import myProfile from '../blocks/account/my-profile/authoring.ts';
import profileEdit from '../blocks/account/profile-edit/authoring.ts';
import resetPassword from '../blocks/account/reset-password/authoring.ts';
import switchUser from '../blocks/account/switch-user/authoring.ts';
import addToCartButton from '../blocks/commerce/add-to-cart-button/authoring.ts';
import addToCart from '../blocks/commerce/add-to-cart/authoring.ts';
import allProducts from '../blocks/commerce/all-products/authoring.ts';
import cart from '../blocks/commerce/cart/authoring.ts';
import certificationBadge from '../blocks/commerce/certification-badge/authoring.ts';
import checkoutReceipt from '../blocks/commerce/checkout-receipt/authoring.ts';
import productDetailPageTop from '../blocks/commerce/product-detail-page-top/authoring.ts';
import productGallery from '../blocks/commerce/product-gallery/authoring.ts';
import quickShop from '../blocks/commerce/quick-shop/authoring.ts';
import suggestedProductsV2 from '../blocks/commerce/suggested-products-v2/authoring.ts';
import suggestedProductsV3 from '../blocks/commerce/suggested-products-v3/authoring.ts';
import conferenceBadgePrint from '../blocks/conference/conference-badge-print/authoring.ts';
import conferenceCheckIn from '../blocks/conference/conference-check-in/authoring.ts';
import conferenceReport from '../blocks/conference/conference-report/authoring.ts';
import conferenceStaffMenu from '../blocks/conference/conference-staff-menu/authoring.ts';
import conferenceTicketDetails from '../blocks/conference/conference-ticket-details/authoring.ts';
import conferenceTicketList from '../blocks/conference/conference-ticket-list/authoring.ts';
import conferenceTicketPurchase from '../blocks/conference/conference-ticket-purchase/authoring.ts';
import distributorLinkCreator from '../blocks/distributor/distributor-link-creator/authoring.ts';
import distributorNextSteps from '../blocks/distributor/distributor-next-steps/authoring.ts';
import signSomeoneUp from '../blocks/distributor/sign-someone-up/authoring.ts';
import analyticsSettings from '../blocks/owner/analytics-settings/authoring.ts';
import couponOwnerControls from '../blocks/owner/coupon-owner-controls/authoring.ts';
import facebookPixelSettings from '../blocks/owner/facebook-pixel-settings/authoring.ts';
import homePagePopups from '../blocks/owner/home-page-popups/authoring.ts';
import homePageProducts from '../blocks/owner/home-page-products/authoring.ts';
import homePageVideo from '../blocks/owner/home-page-video/authoring.ts';
import contactSiteOwner from '../blocks/site/contact-site-owner/authoring.ts';
import cookieNotice from '../blocks/site/cookie-notice/authoring.ts';
import cookieSettings from '../blocks/site/cookie-settings/authoring.ts';
import downloadableImage from '../blocks/site/downloadable-image/authoring.ts';
import freeSimpleEventRegistration from '../blocks/site/free-simple-event-registration/authoring.ts';
import productCircle from '../blocks/site/product-circle/authoring.ts';
import returnToTop from '../blocks/site/return-to-top/authoring.ts';
import rotatingBanner from '../blocks/site/rotating-banner/authoring.ts';
import siteSearchBox from '../blocks/site/site-search-box/authoring.ts';
import siteSearchResults from '../blocks/site/site-search-results/authoring.ts';
import spacerLarge from '../blocks/site/spacer-large/authoring.ts';
import spacerMedium from '../blocks/site/spacer-medium/authoring.ts';
import certificationTraining from '../blocks/training/certification-training/authoring.ts';
import type { BlockName } from './index.ts';

/**
 * What the editor's inserter shows of each block beside its title: description, category,
 * keywords, icon, whether it is offered and an example. Only the build's manifest imports this
 * map (registry/manifest.ts), never the loader: visitors' pages do not pay for these words.
 */
export const authoring: Readonly<Record<BlockName, BlockAuthoring>> = {
  'spacer-medium': spacerMedium,
  'spacer-large': spacerLarge,
  'return-to-top': returnToTop,
  'site-search-box': siteSearchBox,
  'site-search-results': siteSearchResults,
  'cookie-notice': cookieNotice,
  'cookie-settings': cookieSettings,
  'contact-site-owner': contactSiteOwner,
  'free-simple-event-registration': freeSimpleEventRegistration,
  'rotating-banner': rotatingBanner,
  'product-circle': productCircle,
  'downloadable-image': downloadableImage,
  cart: cart,
  'checkout-receipt': checkoutReceipt,
  'add-to-cart': addToCart,
  'add-to-cart-button': addToCartButton,
  'product-detail-page-top': productDetailPageTop,
  'certification-badge': certificationBadge,
  'product-gallery': productGallery,
  'suggested-products-v3': suggestedProductsV3,
  'suggested-products-v2': suggestedProductsV2,
  'quick-shop': quickShop,
  'all-products': allProducts,
  'conference-ticket-purchase': conferenceTicketPurchase,
  'conference-ticket-list': conferenceTicketList,
  'conference-ticket-details': conferenceTicketDetails,
  'conference-check-in': conferenceCheckIn,
  'conference-badge-print': conferenceBadgePrint,
  'conference-report': conferenceReport,
  'conference-staff-menu': conferenceStaffMenu,
  'home-page-popups': homePagePopups,
  'home-page-products': homePageProducts,
  'home-page-video': homePageVideo,
  'coupon-owner-controls': couponOwnerControls,
  'analytics-settings': analyticsSettings,
  'facebook-pixel-settings': facebookPixelSettings,
  'distributor-link-creator': distributorLinkCreator,
  'sign-someone-up': signSomeoneUp,
  'distributor-next-steps': distributorNextSteps,
  login: login,
  'reset-password': resetPassword,
  'dont-have-account': dontHaveAccount,
  'my-profile': myProfile,
  'profile-edit': profileEdit,
  'switch-user': switchUser,
  'impersonation-banner': impersonationBanner,
  'certification-training': certificationTraining,
};
