import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/** `/my-profile`: My Profile (accounts spec 2); `/profile`: the profile edit form (commerce spec 2, route not shown). */
export const profilePages: DemoPage[] = [
  { guard: 'public', path: '/my-profile', title: 'My Profile', body: () => slot('my-profile') },
  { guard: 'public', path: '/profile', title: 'Edit profile', body: () => slot('profile-edit') },
];
