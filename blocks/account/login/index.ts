import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { Login } from './login.tsx';

export const LoginPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'login',
  title: 'Login',
  description:
    'The sign-in form: username, password, the optional captcha and a link to /forgot-password. It reads action, oidcPrompt, error, errorCode, redirect, state, oidcInteractionId and logout from the address; a login goes on to /login-home?redirect=… or finishes an OpenID Connect interaction.',
  props: LoginPropsSchema,
  component: Login,
});
