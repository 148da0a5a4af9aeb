import { defineLabels } from '#host/labels.ts';

/** Texts of the product circle; a host overrides them as `productCircle.<key>`. */
export const productCircleLabels = defineLabels('productCircle', {
  /** The heading when the editor gave none. */
  heading: 'Shop by category',
  loading: 'Loading products…',
  loadError: 'The products could not be loaded.',
  retry: 'Try again',
  empty: 'No products found in this category.',
  captions: 'Captions',
  videoUnsupported: 'Your browser cannot play this video.',
  /** Edit mode only: categories left off the wheel because their action lacks what it needs. */
  incomplete: 'Not shown, as their action needs products, a video or a product page address: {labels}',
  /** Edit mode only: categories whose picture does not load (visitors see an empty circle). */
  brokenImages: 'Their picture could not be loaded, so visitors see an empty circle; choose another picture: {labels}',
});
