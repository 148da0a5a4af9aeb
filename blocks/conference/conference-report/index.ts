import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ConferenceReport } from './conference-report.tsx';

export default defineBlock({
  name: 'conference-report',
  title: 'Conference report',
  props: v.strictObject({}),
  component: ConferenceReport,
});
