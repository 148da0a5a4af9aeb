import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { HomePagePopups } from './home-page-popups.tsx';

export default defineBlock({
  name: 'home-page-popups',
  title: 'Home-page popups',
  props: v.strictObject({}),
  component: HomePagePopups,
});
