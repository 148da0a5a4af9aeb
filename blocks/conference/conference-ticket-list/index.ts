import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceTicketList } from './ticket-list.tsx';

export default defineBlock({
  name: 'conference-ticket-list',
  title: 'Conference ticket list',
  props: v.strictObject({}),
  component: ConferenceTicketList,
});
