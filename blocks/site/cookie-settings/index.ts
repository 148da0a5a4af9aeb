import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CookieSettings } from './cookie-settings.tsx';

export default defineBlock({
  name: 'cookie-settings',
  title: 'Cookie settings',
  description: 'Lets visitors accept or decline each cookie category and change or withdraw that later (/cookie-notice).',
  props: v.strictObject({}),
  component: CookieSettings,
});
