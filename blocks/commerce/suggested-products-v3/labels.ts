import { defineLabels } from '#host/labels.ts';

/** Texts of the suggested-products strip; a host overrides them as `suggestedProducts.<key>`. */
export const suggestedProductsLabels = defineLabels('suggestedProducts', {
  heading: 'Suggested Products',
  loading: 'Loading suggested products…',
  empty: 'No suggested products found.',
  loadError: 'Suggested products could not be loaded.',
});
