import type { BlockAuthoring } from '#runtime/block.ts';
import type { DownloadableImagePropsSchema } from './index.ts';

export default {
  description:
    'A picture with a link that downloads a file, such as a free guide or a printable flyer, while the visitor stays on the page.',
  category: 'Site',
  keywords: ['download', 'image', 'picture', 'file', 'guide', 'flyer'],
  icon: 'download',
  insertable: true,
  example: {
    src: '/demo-images/wellness-guide-cover.svg',
    alt: 'Cover of the free wellness guide',
    label: 'Download my free wellness guide',
    downloadUrl: '/demo-images/wellness-guide-cover.svg?download=1',
    width: 800,
    height: 800,
  },
} satisfies BlockAuthoring<typeof DownloadableImagePropsSchema>;
