import * as v from 'valibot';
import { TOKEN_PATTERN } from '../../../src/contracts/path-tokens.ts';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ResetPassword } from './reset-password.tsx';

export const ResetPasswordPropsSchema = v.strictObject({
  userId: v.optional(
    v.pipe(
      v.string(),
      v.regex(TOKEN_PATTERN),
      v.description(
        "The reset link's user; by default read from the page path /set-new-password/{userId}/{token}/{expirationTimestamp}.",
      ),
    ),
  ),
  token: v.optional(
    v.pipe(v.string(), v.regex(TOKEN_PATTERN), v.description("The reset link's token; by default read from the page path.")),
  ),
  expirationTimestamp: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.description('When the reset link expires, in milliseconds since 1970; by default read from the page path.'),
    ),
  ),
});

export default defineBlock({
  name: 'reset-password',
  title: 'Reset password',
  description:
    "Password reset: the request form (username or email address, optional captcha) mails a one-hour link; on the link's page /set-new-password/{userId}/{token}/{expirationTimestamp} it is the set-new-password form.",
  props: ResetPasswordPropsSchema,
  component: ResetPassword,
});
