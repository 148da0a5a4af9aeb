import * as v from 'valibot';
import { COOKIE_SETTINGS_PATH } from '#contracts/cookie-notice.ts';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { CookieNotice } from './cookie-notice.tsx';

export const CookieNoticePropsSchema = v.strictObject({
  settingsPath: v.optional(
    v.pipe(
      v.string(),
      // A path on this site: one slash, then no second one or backslash right after it.
      v.regex(/^\/(?![/\\])/),
      v.title('Cookie settings page'),
      v.description('The page of this site that holds the cookie settings; the notice links to it.'),
      reference('page', { freeText: true }),
    ),
    COOKIE_SETTINGS_PATH,
  ),
});

export default defineBlock({
  name: 'cookie-notice',
  title: 'Cookie notice',
  props: CookieNoticePropsSchema,
  component: CookieNotice,
  hydration: 'idle',
});
