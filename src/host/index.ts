/**
 * `cms-blocks` on a server (the package's default entry; browsers get the loader): what a host
 * needs to write a page with slots, safe to import in Node (no DOM, no dependencies), and the
 * types of everything a page sees. scripts/write-types.ts writes the package's declarations from
 * this file's exports.
 */
export { modulePreloadLinks, preloadLinks, type PreloadManifest } from './preload-links.ts';
export { encodeSlotProps, slotAttributes, slotPropsAttribute } from './slot-props.ts';
export { encodePageConfig, type HostPageConfig } from './page-config-json.ts';
export type { PreloadPlan } from '#runtime/preload.ts';
export type { BlocksJson, BlocksJsonEntry } from './blocks-json.ts';
export type { BlockEntry } from '#contracts/block-manifest.ts';
export type { JsonSchema } from '#contracts/json-schema.ts';
export type { ReferenceKind } from '#contracts/references.ts';
export type { BlockName, BlockProps, BlockPropsMap } from '../../registry/props.ts';
export type { Hydration } from '#contracts/hydration.ts';
export type { CmsBlocksApi } from '#contracts/cms-blocks-api.ts';
export type { ErrorEventDetail, MountEventDetail } from '#runtime/events.ts';
export type { CartApi, CartSummary } from './cart-summary.ts';
export type {
  ConsentApi,
  ConsentCategory,
  ConsentChangeDetail,
  ConsentChoices,
  ConsentDecision,
  OptionalCategory,
} from './consent.ts';
export type { PurchaseEventDetail } from './purchase-event.ts';
export type { CmsBlocksEventMap } from './event-map.ts';
