import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ContactSiteOwner } from './contact-site-owner.tsx';

export default defineBlock({
  name: 'contact-site-owner',
  title: 'Contact the site owner',
  props: v.strictObject({}),
  component: ContactSiteOwner,
  hydration: 'visible',
  serverRender: true,
});
