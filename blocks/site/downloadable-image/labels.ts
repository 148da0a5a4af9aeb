import { defineLabels } from '#host/labels.ts';
import { BROKEN_IMAGE_TEXT } from '#ui/use-broken-image.ts';

export const downloadableImageLabels = defineLabels('downloadableImage', {
  /** Read after the link's label: says the link downloads rather than opens a page. */
  downloadHint: '(download)',
  /** Read after the label of a link that must open another site's file in a new tab. */
  newTabHint: '(opens in a new tab)',
  /** Edit mode only (visitors see nothing): `{src}` is the picture's address. */
  brokenImage: BROKEN_IMAGE_TEXT,
});
