import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { webUrlSchema } from '../../../src/validation/content-url.ts';
import { DownloadableImage } from './downloadable-image.tsx';

const dimension = (description: string) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.description(description)));

export const DownloadableImagePropsSchema = v.strictObject({
  src: webUrlSchema('The picture shown: a path on this site or an http(s) address.'),
  alt: v.pipe(
    v.string(),
    v.maxLength(300),
    v.description('What the picture shows, for visitors who cannot see it; empty only if the label says it all.'),
  ),
  label: v.pipe(v.string(), v.regex(/\S/), v.maxLength(120), v.description('The text of the download link.')),
  downloadUrl: webUrlSchema(
    'The file the link downloads. Use a path on this site: another site is opened in a new tab, since browsers download only files of the page’s own site in place.',
  ),
  width: dimension("The picture's width in pixels, so the page keeps its place while it loads."),
  height: dimension("The picture's height in pixels."),
  fileName: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w][\w .()-]{0,99}$/),
      v.description('The name the downloaded file is saved under; by default the name the server gives.'),
    ),
  ),
});

export default defineBlock({
  name: 'downloadable-image',
  title: 'Downloadable image',
  description: 'An image with a label and a link that downloads the file, keeping the visitor on the page.',
  props: DownloadableImagePropsSchema,
  component: DownloadableImage,
});
