import type { ErrorEventDetail, MountEventDetail } from '#runtime/events.ts';
import type { CartSummary } from './cart-summary.ts';
import type { ConsentChangeDetail } from './consent.ts';
import type { PurchaseEventDetail } from './purchase-event.ts';

/**
 * The library's events by name, with their details. The package's declarations merge it into the
 * DOM's event maps (scripts/write-types.ts), so a host's
 * `document.addEventListener('cms-blocks:error', (e) => e.detail.block)` is typed.
 */
export interface CmsBlocksEventMap {
  /** A block has mounted; bubbles from its slot. */
  'cms-blocks:mount': CustomEvent<MountEventDetail>;
  /** A slot or the page config failed; bubbles from the slot (the document for the page config); cancelable. */
  'cms-blocks:error': CustomEvent<ErrorEventDetail>;
  /** The cart has settled after a change; on the document. */
  'cms-blocks:cart-change': CustomEvent<CartSummary>;
  /** The visitor recorded or withdrew a cookie decision; on the document. */
  'cms-blocks:consent-change': CustomEvent<ConsentChangeDetail>;
  /** An order was placed (its receipt is shown) and the visitor allows analytics: once per order; on the document. */
  'cms-blocks:purchase': CustomEvent<PurchaseEventDetail>;
}
