import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { LinkCreator } from './link-creator.tsx';

export default defineBlock({
  name: 'distributor-link-creator',
  title: 'Distributor link creator',
  description:
    'For distributors and employees: builds links to share (a product to join with, a signup form, a signup with the distributor as sponsor, or a page on the company or a hosted personal site) to copy or show as a downloadable QR code. Others are asked to log in as a distributor.',
  props: v.strictObject({}),
  component: LinkCreator,
});
