import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { Login } from './login-form.tsx';

export const LoginPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'login',
  title: 'Login',
  props: LoginPropsSchema,
  component: Login,
});
