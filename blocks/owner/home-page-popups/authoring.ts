import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'Shows visitors the popup the site owner chose, once, with its picture, text and link; once closed it stays closed on that device. On a page with the cookie notice it waits until the visitor has answered it. The owner chooses the popup, or none, on the page itself while editing it.',
  category: 'Owner tools',
  keywords: ['popup', 'pop-up', 'announcement', 'promotion', 'home page', 'modal'],
  icon: 'popup',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
