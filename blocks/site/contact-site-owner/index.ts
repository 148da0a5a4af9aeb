import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ContactSiteOwner } from './contact-site-owner.tsx';

export default defineBlock({
  name: 'contact-site-owner',
  title: 'Contact the site owner',
  description:
    "A form that sends the page's site owner a message: name, comment, email, an optional phone and the captcha when it is on. Fields the server refuses are highlighted and keep what was typed.",
  props: v.strictObject({}),
  component: ContactSiteOwner,
});
