import { defineLabels } from '#host/labels.ts';

export const SUGGESTED_PRODUCTS_V2_DEPRECATION = 'Suggested products version 2 is deprecated; use suggested-products-v3.';

/** The notice editors see in place of the old block; a host overrides it as `suggestedProductsV2.notice`. */
export const suggestedProductsV2Labels = defineLabels('suggestedProductsV2', {
  notice: SUGGESTED_PRODUCTS_V2_DEPRECATION,
});
