import { COUPON_ERROR_TEXT } from '#contracts/pws-coupons.ts';
import { defineLabels } from '#host/labels.ts';
import { COUPON_CODE_TEXTS } from '#validation/coupon-code.ts';

/**
 * Texts of the coupon owner controls; a host overrides them as `couponOwnerControls.<key>`. The
 * spec gives the error text and the code rules; the rest is ours. `{…}` are placeholders.
 */
export const couponOwnerLabels = defineLabels('couponOwnerControls', {
  caption: 'Coupons your visitors can use',
  coupon: 'Coupon',
  discount: 'Discount',
  offered: 'Offered',
  yourCode: 'Your code',
  actions: 'Actions',
  yes: 'Yes',
  no: 'No',
  noOwnCode: 'None',
  enable: 'Enable',
  disable: 'Disable',
  customise: 'Customise code',
  enableTitle: 'Enable coupon {code}',
  enableIntro: 'Shoppers on your site get {discount} off with its code.',
  disableTitle: 'Disable coupon {code}',
  disableIntro: 'Shoppers on your site can no longer use its code.',
  customiseTitle: 'Your code for coupon {code}',
  codeField: 'Coupon code',
  codeHint: 'Starts with PWS; capital letters and digits only.',
  charactersLeft: '{count} characters left',
  charactersOver: '{count} characters too many',
  useDefault: 'Use the default code',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Your changes have been saved.',
  error: COUPON_ERROR_TEXT,
  tryAgain: 'Try again',
  signedOut: 'Log in as the site owner to choose the coupons of your site.',
  notOwner: 'Only the owner of a personal website can choose its coupons.',
  logIn: 'Log in',
  ...COUPON_CODE_TEXTS,
});
