import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

export const ImpersonationBannerPropsSchema = v.strictObject({
  layout: v.optional(
    v.pipe(
      v.picklist(['default', 'simple', 'horizontal']),
      v.title('Layout'),
      v.description(
        "'default': who is impersonated and the warning above the buttons; 'simple': one short line; 'horizontal': all in one row.",
      ),
    ),
  ),
});

export default defineBlock({
  name: 'impersonation-banner',
  title: 'Impersonation banner',
  props: ImpersonationBannerPropsSchema,
  component: ImpersonationBanner,
});
