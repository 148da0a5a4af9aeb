import type { CartApi } from '#host/cart-summary.ts';
import type { ConsentApi } from '#host/consent.ts';

/** `window.CmsBlocks`, which the loader sets when it starts: what a host's own scripts ask of the library. */
export interface CmsBlocksApi {
  mount(root?: ParentNode): void;
  unmount(el: Element): void;
  readonly version: string;
  /** The visitor's cookie decision: what a host asks before it loads a tracker. */
  readonly consent: ConsentApi;
  /** The cart for a host's header, on any page: `get()` and `onChange(listener)`. */
  readonly cart: CartApi;
}

declare global {
  interface Window {
    CmsBlocks?: CmsBlocksApi;
  }
}
