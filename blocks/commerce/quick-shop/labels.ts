import { defineLabels } from '#host/labels.ts';

/** Texts of the quick shop; a host overrides them as `quickShop.<key>`. */
export const quickShopLabels = defineLabels('quickShop', {
  loading: 'Loading products…',
  loadError: 'The products could not be loaded.',
  retry: 'Try again',
  sectionEmpty: 'No products found in this section.',
  /** Edit mode only: the ids of a section the catalogue does not have. */
  missing: 'Products not found: {ids}',
});
