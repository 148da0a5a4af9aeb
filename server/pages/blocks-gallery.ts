import { blockNames } from '../../registry/index.ts';
import { blockSamples } from './block-samples.ts';
import type { DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** Every registered block once, with its sample props: a quick look at the whole library. */
export const blocksGalleryPage: DemoPage = {
  path: '/blocks',
  guard: 'public',
  title: 'Block gallery',
  body: () =>
    blockNames
      .map((name) => {
        const props = blockSamples[name];
        const headingId = escapeHtml(`block-${name}`);
        return `<section class="demo-section" aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(name)}</h2>
${slot(name, props ? { props } : {})}
</section>`;
      })
      .join('\n'),
};
