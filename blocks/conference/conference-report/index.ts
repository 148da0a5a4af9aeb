import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceReport } from './conference-report.tsx';

export default defineBlock({
  name: 'conference-report',
  title: 'Conference report',
  description:
    'Attendance figures of one conference for conference staff: tickets, check-ins, party tickets, translation and accessibility needs, and counts by ticket type, feature and language. Past conferences can be picked too.',
  props: v.strictObject({}),
  component: ConferenceReport,
});
