import * as v from 'valibot';

/**
 * Saves carry the revision they edited (a number the server raises with each save). A save over
 * a newer revision changes nothing and answers 409 with this message, so two people editing the
 * same thing never overwrite each other silently.
 */
export const REVISION_CONFLICT_STATUS = 409;
export const REVISION_CONFLICT_CODE = 'changedElsewhere';
export const REVISION_CONFLICT_TEXT = 'Changed elsewhere: reload to see the latest';
export const RELOAD_LABEL = 'Reload';

/**
 * The largest revision of anything: PostgreSQL's integer, the columns' type. Schemas of revisions
 * stop there, so a bigger number answers 422, never 500.
 */
export const REVISION_MAX = 2 ** 31 - 1;

/**
 * A home-page section's revision: 0 before its first save, raised by each save. Every answer
 * carries the section's revision and every save the revision it edited.
 */
export const SectionRevisionSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(REVISION_MAX));
