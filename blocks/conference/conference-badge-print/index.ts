import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceBadgePrint } from './badge-print.tsx';

export default defineBlock({
  name: 'conference-badge-print',
  title: 'Conference badge print',
  props: v.strictObject({}),
  component: ConferenceBadgePrint,
});
