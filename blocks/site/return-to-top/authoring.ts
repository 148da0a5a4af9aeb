import type { BlockAuthoring } from '#runtime/block.ts';
import type { ReturnToTopPropsSchema } from './index.ts';

export default {
  description: 'A floating button that appears once visitors scroll down a long page and takes them back to the top.',
  category: 'Site',
  keywords: ['top', 'scroll', 'back to top', 'button'],
  icon: 'arrow-up',
  insertable: true,
  example: null,
} satisfies BlockAuthoring<typeof ReturnToTopPropsSchema>;
