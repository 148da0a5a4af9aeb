import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceCheckIn } from './conference-check-in.tsx';

export default defineBlock({
  name: 'conference-check-in',
  title: 'Conference check-in',
  props: v.strictObject({}),
  component: ConferenceCheckIn,
});
