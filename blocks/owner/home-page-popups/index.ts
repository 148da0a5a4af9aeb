import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { HomePagePopups } from './home-page-popups.tsx';

export default defineBlock({
  name: 'home-page-popups',
  title: 'Home-page popups',
  description:
    "Shows visitors the site owner's current popup once, as a dialog with its picture, text and link; a closed popup stays closed on that device. The owner chooses the popup (or none) in place in edit mode; anyone else in edit mode is told they may not.",
  props: v.strictObject({}),
  component: HomePagePopups,
});
