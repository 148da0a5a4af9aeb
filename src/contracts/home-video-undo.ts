import { SiteHomeVideoSchema } from './home-video.ts';
import { undoEndpoint } from './section-history.ts';

/**
 * The undo of the video section (src/contracts/section-history.ts), apart from home-video.ts: only
 * the owners' edit code imports it, so visitors' pages never load it.
 */

/** POST: puts back the video before the section's last change. */
export const undoVideoEndpoint = undoEndpoint('homePageVideo', SiteHomeVideoSchema);
