import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { HomePageVideo } from './home-page-video.tsx';

export default defineBlock({
  name: 'home-page-video',
  title: 'Home-page video',
  description:
    "The site owner's video: a silent preview for wide or narrow screens, then the main video with captions on Play. The owner picks it in place in edit mode; visitors see nothing until one is chosen.",
  props: v.strictObject({}),
  component: HomePageVideo,
});
