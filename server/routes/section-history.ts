import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Endpoint } from '#contracts/endpoint.ts';
import { HOME_PAGE_SECTIONS, SECTION_HISTORY_TEXTS, type SectionHistory, type UndoAnswer } from '#contracts/section-history.ts';
import { allow } from '../auth/guards.ts';
import { realPerson } from '../auth/impersonation.ts';
import type { AuthUser } from '../auth/user-store.ts';
import { siteNamedInQuery } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { revisionConflict } from '../http/revision-conflict.ts';
import { readEndpointBody, readParams } from '../http/validate.ts';
import {
  sectionHistory,
  undoLastChange,
  type Saver,
  type SectionStore,
  type UndoOutcome,
} from '../site/section-history-store.ts';

const SectionParamsSchema = v.object({
  section: v.picklist(HOME_PAGE_SECTIONS, `section must be one of ${HOME_PAGE_SECTIONS.join(', ')}.`),
});

/**
 * The history of the owners' inline edits of the home-page sections (src/contracts/section-history.ts),
 * mounted at /api; each section's undo is beside its PUT, its handler made by `undoHandler`.
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

/** The section as its PUT answers it, from the value put back and the section's new revision. */
type ToSection<Value, Section> = (value: Value, revision: number) => Section | Promise<Section>;

/** An undo's answer: the section as its PUT answers it (`toSection`), or the refusal (409, 422 nothing to undo). */
async function respondToUndo<Value, Section>(c: Context, undo: UndoOutcome<Value>, toSection: ToSection<Value, Section>) {
  if (undo.outcome === 'conflict') return revisionConflict(c);
  if (undo.outcome === 'nothingToUndo') {
    return respond(c, 422, null, [errorMessage('revision', 'nothingToUndo', SECTION_HISTORY_TEXTS.nothingToUndo)]);
  }
  return respond<UndoAnswer<Section>>(c, 200, {
    section: await toSection(undo.value, undo.revision),
    restoredVersionOf: undo.restoredVersionOf,
    history: undo.history,
  });
}

/**
 * The handler of a section's undo (`endpoint`, mounted behind `allow('signedIn')`): the site named
 * in the query, the revision in the body, the last change of `store` undone by the session's
 * user, answered through respondToUndo.
 */
export const undoHandler =
  <Value, Section>(
    db: Db,
    endpoint: Endpoint<UndoAnswer<Section>, { revision: number }>,
    store: SectionStore<Value>,
    toSection: ToSection<Value, Section>,
  ) =>
  async (c: Context<SignedInEnv>) => {
    const site = await siteNamedInQuery(db, c);
    const { revision } = await readEndpointBody(c, endpoint);
    const undo = await undoLastChange(db, store, site.id, revision, saverOf(c.var.user));
    return respondToUndo(c, undo, toSection);
  };
