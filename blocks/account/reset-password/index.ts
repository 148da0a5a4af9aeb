import * as v from 'valibot';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { defineBlock } from '#runtime/block.ts';
import { ResetPassword } from './reset-password.tsx';

// note: the reset link's page fills these from its address; a content administrator leaves them empty.
const FROM_THE_LINK = 'Leave empty: the reset link that opens the page gives it.';

export const ResetPasswordPropsSchema = v.strictObject({
  userId: v.optional(v.pipe(v.string(), v.regex(TOKEN_PATTERN), v.title('User'), v.description(FROM_THE_LINK))),
  token: v.optional(v.pipe(v.string(), v.regex(TOKEN_PATTERN), v.title('Reset code'), v.description(FROM_THE_LINK))),
  expirationTimestamp: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.title('Link expiry (milliseconds since 1970)'),
      v.description(FROM_THE_LINK),
    ),
  ),
});

export default defineBlock({
  name: 'reset-password',
  title: 'Reset password',
  props: ResetPasswordPropsSchema,
  component: ResetPassword,
});
