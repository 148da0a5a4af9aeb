import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ConferenceBadgePrint } from './badge-print.tsx';

export default defineBlock({
  name: 'conference-badge-print',
  title: 'Conference badge print',
  description:
    'Prints a custom 4 × 3 inch badge for conference staff from four fields: RCN, name, city and state or country. With RCN and state or country blank it is an employee badge and the city field is the job title.',
  props: v.strictObject({}),
  component: ConferenceBadgePrint,
});
