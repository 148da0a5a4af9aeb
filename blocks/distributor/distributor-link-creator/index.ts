import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { LinkCreator } from './link-creator.tsx';

export default defineBlock({
  name: 'distributor-link-creator',
  title: 'Distributor link creator',
  props: v.strictObject({}),
  component: LinkCreator,
});
