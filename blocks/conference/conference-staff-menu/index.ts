import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceStaffMenu } from './staff-menu.tsx';

export default defineBlock({
  name: 'conference-staff-menu',
  title: 'Conference staff menu',
  description:
    'Links to the conference staff tools (ticket list, check-in, buying tickets, custom badge, report, log out), for conference staff only. Staff can hide it and the device remembers; on the purchase screen it is always shown.',
  props: v.strictObject({}),
  component: ConferenceStaffMenu,
});
