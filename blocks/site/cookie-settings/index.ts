import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { CookieSettings } from './cookie-settings.tsx';

export default defineBlock({
  name: 'cookie-settings',
  title: 'Cookie settings',
  props: v.strictObject({}),
  component: CookieSettings,
});
