import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { FacebookPixelSettings } from './facebook-pixel-settings.tsx';

export default defineBlock({
  name: 'facebook-pixel-settings',
  title: 'Facebook pixel settings',
  props: v.strictObject({}),
  component: FacebookPixelSettings,
});
