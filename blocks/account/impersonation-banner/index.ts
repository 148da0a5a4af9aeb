import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

export const ImpersonationBannerPropsSchema = v.strictObject({
  layout: v.optional(
    v.pipe(
      v.picklist(['default', 'simple', 'horizontal']),
      v.description('default: who and the warning above the controls; simple: one compact line; horizontal: all in one row.'),
    ),
  ),
});

export default defineBlock({
  name: 'impersonation-banner',
  title: 'Impersonation banner',
  description:
    "While a super-user impersonates someone: a banner at the top of the page with who is impersonated, a warning, an info toggle and End Impersonation (with the impersonator's password).",
  props: ImpersonationBannerPropsSchema,
  component: ImpersonationBanner,
});
