import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * `/admin/switch-user`: the super-users' switch-user panel (the spec gives it no route). While
 * impersonating, every demo page carries the impersonation banner (layout.ts).
 */
export const switchUserPage: DemoPage = {
  path: '/admin/switch-user',
  guard: 'public',
  title: 'Super-user tools',
  body: () => slot('switch-user'),
};

export const impersonationPages: DemoPage[] = [switchUserPage];
