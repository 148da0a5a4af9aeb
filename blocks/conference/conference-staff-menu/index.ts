import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceStaffMenu } from './staff-menu.tsx';

export default defineBlock({
  name: 'conference-staff-menu',
  title: 'Conference staff menu',
  props: v.strictObject({}),
  component: ConferenceStaffMenu,
});
