import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceCheckIn } from './conference-check-in.tsx';

export default defineBlock({
  name: 'conference-check-in',
  title: 'Conference check-in',
  description:
    'The registration desk for conference staff: scan a ticket or order code, or search by name, RCN or order number, and check the attendee in with Enter; a second check-in is warned about, the last one can be undone.',
  props: v.strictObject({}),
  component: ConferenceCheckIn,
});
