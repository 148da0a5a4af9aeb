import type { Context } from 'hono';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_STATUS, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import { errorMessage, respond } from './envelope.ts';

/** The answer to a save over a newer revision (a CMS page, a site's section): 409, and nothing changed. */
export const revisionConflict = (c: Context) =>
  respond(c, REVISION_CONFLICT_STATUS, null, [errorMessage('revision', REVISION_CONFLICT_CODE, REVISION_CONFLICT_TEXT)]);
