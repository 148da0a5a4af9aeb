import * as v from 'valibot';
import { COOKIE_SETTINGS_PATH } from '../../../src/contracts/cookie-notice.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CookieNotice } from './cookie-notice.tsx';

export const CookieNoticePropsSchema = v.strictObject({
  settingsPath: v.optional(
    v.pipe(
      v.string(),
      // A path on this site: one slash, then no second one or backslash right after it.
      v.regex(/^\/(?![/\\])/),
      v.description('Where the cookie settings page is, a path on this site.'),
    ),
    COOKIE_SETTINGS_PATH,
  ),
});

export default defineBlock({
  name: 'cookie-notice',
  title: 'Cookie notice',
  description:
    'A bar at the bottom of the page asking visitors to accept or reject optional cookies, with a link to the cookie settings; remembers the decision on the device.',
  props: CookieNoticePropsSchema,
  component: CookieNotice,
});
