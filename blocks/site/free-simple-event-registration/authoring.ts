import type { BlockAuthoring } from '#runtime/block.ts';
import type { EventRegistrationPropsSchema } from './index.ts';

export default {
  description:
    'Signs visitors up for one free event with their name, email and country; after signing up they can register someone else too. Visitors who are not logged in are asked to log in first.',
  category: 'Site',
  keywords: ['event', 'registration', 'sign up', 'rsvp', 'workshop', 'class'],
  icon: 'calendar',
  insertable: true,
  example: { eventId: 'essential-oils-101' },
} satisfies BlockAuthoring<typeof EventRegistrationPropsSchema>;
