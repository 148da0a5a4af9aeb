import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { webUrlSchema } from '#validation/content-url.ts';
import { DownloadableImage } from './downloadable-image.tsx';

const dimension = (title: string, description: string) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.title(title), v.description(description)));

export const DownloadableImagePropsSchema = v.strictObject({
  src: v.pipe(webUrlSchema('The picture visitors see.'), v.title('Image'), reference('image', { alt: 'alt' })),
  alt: v.pipe(
    v.string(),
    v.maxLength(300),
    v.title('Image description'),
    v.description('What the picture shows, for visitors who cannot see it; empty only if the link text says it all.'),
  ),
  label: v.pipe(
    v.string(),
    v.regex(/\S/),
    v.maxLength(120),
    v.title('Link text'),
    v.description('The words of the download link.'),
  ),
  downloadUrl: v.pipe(
    webUrlSchema(
      'The file the link downloads: pick an image or give a file of this site. A file of another site opens in a new tab instead, since browsers download in place only files of the page’s own site.',
    ),
    v.title('File to download'),
    reference('image', { freeText: true }),
  ),
  width: dimension('Image width (pixels)', 'With the height, keeps the page from jumping while the picture loads.'),
  height: dimension('Image height (pixels)', 'With the width, keeps the page from jumping while the picture loads.'),
  fileName: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w][\w .()-]{0,99}$/),
      v.title('Saved file name'),
      v.description('The name the downloaded file is saved under; by default the name the server gives it.'),
    ),
  ),
});

export default defineBlock({
  name: 'downloadable-image',
  title: 'Downloadable image',
  props: DownloadableImagePropsSchema,
  component: DownloadableImage,
  hydration: 'visible',
  serverRender: true,
});
