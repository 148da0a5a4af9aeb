import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceTicketList } from './ticket-list.tsx';

export default defineBlock({
  name: 'conference-ticket-list',
  title: 'Conference ticket list',
  description: "Staff list of a conference's tickets: search, check-in, edit, delete and CSV export.",
  props: v.strictObject({}),
  component: ConferenceTicketList,
});
