import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { HomePageVideo } from './home-page-video.tsx';

export default defineBlock({
  name: 'home-page-video',
  title: 'Home-page video',
  props: v.strictObject({}),
  component: HomePageVideo,
});
