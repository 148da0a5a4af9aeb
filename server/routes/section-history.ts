import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { HOME_PAGE_SECTIONS, SECTION_HISTORY_TEXTS, type SectionHistory } from '#contracts/section-history.ts';
import { allow } from '../auth/guards.ts';
import { realPerson } from '../auth/impersonation.ts';
import type { AuthUser } from '../auth/user-store.ts';
import { siteNamedInQuery } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { revisionConflict } from '../http/revision-conflict.ts';
import { readParams } from '../http/validate.ts';
import { sectionHistory, type Saver, type UndoOutcome } from '../site/section-history-store.ts';

const SectionParamsSchema = v.object({
  section: v.picklist(HOME_PAGE_SECTIONS, `section must be one of ${HOME_PAGE_SECTIONS.join(', ')}.`),
});

/**
 * The history of the owners' inline edits of the home-page sections (src/contracts/section-history.ts),
 * mounted at /api; each section's undo is beside its PUT and answers through `respondToUndo`.
 */
export function sectionHistoryRoutes(db: Db) {
  return new Hono<AppEnv>().get('/pws/site-settings-section/current/:section/history', allow('signedIn'), async (c) => {
    const site = await siteNamedInQuery(db, c);
    const { section } = readParams(c, SectionParamsSchema);
    return respond<SectionHistory>(c, 200, await sectionHistory(db, site.id, section, realPerson(c.var.user).id));
  });
}

/** Who saves a section: the session's user, and the real person (the impersonator while impersonating) as the history's changer. */
export const saverOf = (user: AuthUser): Saver => ({ userId: user.id, changerId: realPerson(user).id });

/** An undo's answer: the section as its PUT answers it (`toSection`), or the refusal (409, 422 nothing to undo). */
export async function respondToUndo<Value, Section>(
  c: Context,
  undo: UndoOutcome<Value>,
  toSection: (value: Value, revision: number) => Section | Promise<Section>,
) {
  if (undo.outcome === 'conflict') return revisionConflict(c);
  if (undo.outcome === 'nothingToUndo') {
    return respond(c, 422, null, [errorMessage('revision', 'nothingToUndo', SECTION_HISTORY_TEXTS.nothingToUndo)]);
  }
  return respond(c, 200, {
    section: await toSection(undo.value, undo.revision),
    restoredVersionOf: undo.restoredVersionOf,
    history: undo.history,
  });
}
