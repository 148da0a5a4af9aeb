import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description: 'A form visitors use to send the site owner a message: their name, email, an optional phone number and a comment.',
  category: 'Site',
  keywords: ['contact', 'message', 'email', 'form', 'get in touch'],
  icon: 'mail',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
