import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { AnalyticsSettings } from './analytics-settings.tsx';

export default defineBlock({
  name: 'analytics-settings',
  title: 'Analytics settings',
  description:
    "The site's analytics tracking ID: one field and Save, for the site's owner or an employee; anyone else is sent to log in with the unauthorized error. The first save creates the setting, later ones update it. The site's pages load the analytics tag only when the visitor's cookie consent allows analytics.",
  props: v.strictObject({
    leaveWhenRefused: v.optional(
      v.pipe(
        v.boolean(),
        v.description(
          'Send a visitor who may not use it to log in (default); off, they see a message with a login link instead.',
        ),
      ),
    ),
  }),
  component: AnalyticsSettings,
});
