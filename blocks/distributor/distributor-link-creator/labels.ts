import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the link creator; a host overrides them as `distributorLinkCreator.<key>`. The custom
 * link's rule is the spec's ("must be on a company or hosted personal site"); the wording is ours.
 */
export const linkCreatorLabels = defineLabels('distributorLinkCreator', {
  heading: 'Share a link',
  kind: 'The link opens',
  kindJoin: 'A product to join with',
  kindSignupForm: 'A signup form',
  kindSponsorSignup: 'A signup with you as the sponsor',
  kindCustom: 'A page of your choice',
  product: 'Product',
  productPlaceholder: 'Choose a product',
  productsFailed: 'The products could not be loaded. Please try again later.',
  customUrl: 'Link to share',
  customUrlHint: 'A page on the company site or on a hosted personal site, starting with https://',
  customUrlInvalid: 'The link must be on the company site or a hosted personal site.',
  link: 'Your link',
  noLink: 'Choose what the link opens to see it here.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyRefused:
    'Your browser did not let us copy the link. It is selected in the field above: press Ctrl+C (Cmd+C on a Mac) to copy it.',
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  /** `{link}`: the link the code holds. */
  qrName: 'QR code for {link}',
  qrLoading: 'Making the QR code…',
  qrFailed: 'The QR code could not be made. Please try again.',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
});
