import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { SectionRevisionSchema } from './revisions.ts';

/**
 * Owners' inline edits keep a short history per home-page section (issue 39, item 7): each save
 * keeps the value it replaced, and "Undo last change" puts the latest of them back as a new save
 * (the section's revision rises), one step further back each time while history remains. Only
 * whoever may edit the site sees or undoes it; undone values are not kept for a redo.
 */
export const HOME_PAGE_SECTIONS = ['homePagePopups', 'homePageProducts', 'homePageVideo'] as const;
export type HomePageSection = (typeof HOME_PAGE_SECTIONS)[number];

/** How many replaced values a section keeps; a save beyond them drops the oldest. */
export const SECTION_HISTORY_LIMIT = 10;

/**
 * Who made a change, as the viewer may read it: themself ('you'), the site's owner (by name), or
 * anyone else who may edit the site, such as support staff or someone impersonating the owner
 * ('support', unnamed). The changer kept is the real person behind an impersonated session.
 */
export const ChangedBySchema = v.variant('who', [
  v.object({ who: v.literal('you') }),
  v.object({ who: v.literal('owner'), name: v.string() }),
  v.object({ who: v.literal('support') }),
]);
export type ChangedBy = v.InferOutput<typeof ChangedBySchema>;

/** What the owner's undo button needs of a section's history. */
export const SectionHistorySchema = v.object({
  /** How many changes can be undone, one after another (0: nothing to undo). */
  steps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The change an undo takes back: when (ISO 8601) and by whom (null once their account is gone); null with 0 steps. */
  lastChange: v.nullable(v.object({ changedAt: v.string(), changedBy: v.nullable(ChangedBySchema) })),
});
export type SectionHistory = v.InferOutput<typeof SectionHistorySchema>;

/**
 * GET: the history of a section of the current site (`?siteId=` names another, as the section's
 * PUT). 401 signed out, 403 owning no site, 404 a site unknown or not theirs.
 */
export const sectionHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/site-settings-section/current/{section}/history',
  data: SectionHistorySchema,
});

/** An undo names the revision it undoes, as a save names the one it edited. */
const UndoSchema = v.object({ revision: SectionRevisionSchema });

/** An undo's answer: the section as its PUT answers it, when the value put back was made, and what is left to undo. */
export interface UndoAnswer<Section> {
  section: Section;
  /** When the value put back had been saved (ISO 8601); null when it predates the history. */
  restoredVersionOf: string | null;
  history: SectionHistory;
}

const undoAnswer = <Section extends v.GenericSchema>(section: Section) =>
  v.object({ section, restoredVersionOf: v.nullable(v.string()), history: SectionHistorySchema });

/**
 * POST: puts back the value the section's last change replaced, as a new save (each section's
 * contract defines its own, with the section's schema, in owner-only modules visitors' pages do not
 * import: undoPopupsEndpoint and undoProductsEndpoint (site-settings-undo.ts), undoVideoEndpoint
 * (home-video-undo.ts)). The same refusals as the section's PUT (401, 403, 404), 409
 * (REVISION_CONFLICT_CODE) when the section has been saved since `revision`, 422
 * (SECTION_HISTORY_TEXTS.nothingToUndo) when no change is left to undo; then nothing changes. A
 * value whose popup or video has since gone comes back as none, as such a choice reads; products
 * since gone stay among the picks and the grid leaves them out, as it does.
 */
export const undoEndpoint = <Section extends v.GenericSchema>(section: HomePageSection, data: Section) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/pws/site-settings-section/current/${section}/undo`,
    data: undoAnswer(data),
    body: UndoSchema,
  });

export const SECTION_HISTORY_TEXTS = {
  nothingToUndo: 'There is no earlier version to go back to.',
} as const;
