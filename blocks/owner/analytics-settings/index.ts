import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { AnalyticsSettings } from './analytics-settings.tsx';

export const AnalyticsSettingsPropsSchema = v.strictObject({
  leaveWhenRefused: v.optional(
    v.pipe(
      v.boolean(),
      v.title('Send others to log in'),
      v.description(
        'On (the default), visitors who may not change the setting go to the login page; off, they see a message with a login link.',
      ),
    ),
  ),
});

export default defineBlock({
  name: 'analytics-settings',
  title: 'Analytics settings',
  props: AnalyticsSettingsPropsSchema,
  component: AnalyticsSettings,
});
