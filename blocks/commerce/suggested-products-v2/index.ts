import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { SuggestedProductsV2Notice } from './deprecated-notice.tsx';
import { SUGGESTED_PRODUCTS_V2_DEPRECATION } from './labels.ts';

/** Old pages carry whatever props version 2 took: any object is accepted, so they never fail validation. */
export const SuggestedProductsV2PropsSchema = v.looseObject({});

export default defineBlock({
  name: 'suggested-products-v2',
  // note: no "deprecated" here: the inserter marks deprecated blocks itself.
  title: 'Suggested products (version 2)',
  deprecated: SUGGESTED_PRODUCTS_V2_DEPRECATION,
  props: SuggestedProductsV2PropsSchema,
  component: SuggestedProductsV2Notice,
  hydration: 'idle',
  serverRender: true,
});
