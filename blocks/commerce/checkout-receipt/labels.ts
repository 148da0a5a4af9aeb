import { UNKNOWN_ERROR_TEXT } from '#api/errors/api-error.ts';
import { defineLabels } from '#host/labels.ts';

/** Texts of the receipt page; a host overrides them as `receipt.<key>`. */
export const receiptLabels = defineLabels('receipt', {
  heading: 'Order Confirmation',
  orderNumber: 'Order number:',
  print: 'Print',
  continueShopping: 'Continue shopping',
  loading: 'Loading your order…',
  missingOrderNumber: 'No order number was given.',
  notFound: 'We could not find this order.',
  unknownError: UNKNOWN_ERROR_TEXT,
  itemsCaption: 'Items in your order',
  shippingAddress: 'Shipping Address',
  mailingAddress: 'Mailing Address',
  noShipAddress: 'No shipping address was given.',
  paymentMethod: 'Payment Method',
  /** The brand of the card is not stored with the order, only its last four digits (`{lastFour}`). */
  cardEnding: 'Card ending in {lastFour}',
  newProfileHeading: 'Your new account',
  username: 'Username',
  rcn: 'RCN',
  sponsor: 'Sponsor',
  pwsHeading: 'Your personal website',
  pwsText: 'Your order includes a personal website. Set it up now to start sharing it.',
  pwsLink: 'Set up your personal website',
  mobileAppHeading: 'Get the mobile app',
  mobileAppText: 'Your order includes the mobile app. Download it and sign in with your username and password to activate it.',
  appStoreCaption: 'Download on the',
  appStoreName: 'App Store',
  googlePlayCaption: 'Get it on',
  googlePlayName: 'Google Play',
  distributorPopup: 'Welcome, new distributor',
  distributorPopupClose: 'Close the distributor welcome',
});
