import type { PageConfig } from './config.ts';

/**
 * The one guest-ordering rule of every block: members may order; guests only while the page
 * config's `guestOrderingEnabled` is on. Where it is false no block shows a cart or adds to one.
 */
export function mayOrder(config: Pick<PageConfig, 'user' | 'guestOrderingEnabled'>): boolean {
  return Boolean(config.user) || config.guestOrderingEnabled;
}
