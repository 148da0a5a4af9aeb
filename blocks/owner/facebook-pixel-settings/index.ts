import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { FacebookPixelSettings } from './facebook-pixel-settings.tsx';

export default defineBlock({
  name: 'facebook-pixel-settings',
  title: 'Facebook pixel settings',
  description:
    "The site's Facebook pixel account id (digits) and Save, for the site's owner or an employee. A save refused for want of a session goes to the login page; any other failure keeps what was typed and shows the error.",
  props: v.strictObject({}),
  component: FacebookPixelSettings,
});
