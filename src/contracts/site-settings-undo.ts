import { undoEndpoint } from './section-history.ts';
import { HomePagePopupsSectionSchema, HomePageProductsSectionSchema } from './site-settings.ts';

/**
 * The undo of the popups and products sections (src/contracts/section-history.ts), apart from
 * site-settings.ts: only the owners' edit code imports them, so visitors' pages never load them.
 */

/** POST: puts back the popup before the section's last change. */
export const undoPopupsEndpoint = undoEndpoint('homePagePopups', HomePagePopupsSectionSchema);

/** POST: puts back the count and picks before the section's last change. */
export const undoProductsEndpoint = undoEndpoint('homePageProducts', HomePageProductsSectionSchema);
