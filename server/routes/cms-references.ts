import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { REFERENCE_KINDS, REFERENCE_SEARCH_LIMIT, type ReferenceItem, type ReferenceKind } from '#contracts/references.ts';
import { allow } from '../auth/guards.ts';
import { referenceSources } from '../cms/reference-source-store.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { readQuery } from '../http/validate.ts';

const SEARCH_TEXT_MAX_LENGTH = 200;
const VALUE_MAX_LENGTH = 2000;

const noNul = (name: string) => v.check((text: string) => !text.includes('\0'), `${name} must not contain NUL characters.`);

const SearchQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_TEXT_MAX_LENGTH, `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters.`),
      noNul('q'),
    ),
    '',
  ),
});

/** One value a prop may hold, as a lookup takes it. */
export const ReferenceValueSchema = v.pipe(
  v.string(),
  v.maxLength(VALUE_MAX_LENGTH, `Each value must be at most ${VALUE_MAX_LENGTH} characters.`),
  noNul('value'),
);

const ValuesSchema = v.pipe(
  v.array(ReferenceValueSchema),
  v.maxLength(REFERENCE_SEARCH_LIMIT, `Ask for at most ${REFERENCE_SEARCH_LIMIT} values at once.`),
);

export const isReferenceKind = (kind: string): kind is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(kind);

/** The answer to a path naming a kind of reference there is not. */
export const unknownReferenceKind = (c: Context) =>
  respond(c, 404, null, [errorMessage('kind', 'unknownReferenceKind', 'There is no such kind of reference.')]);

/**
 * GET /api/cms/references/{kind} (referencesEndpoint): what the editor's pickers offer. `value`
 * (repeated) looks up exactly those values, the way a form shows what a prop already holds; else
 * `q` searches names and ids. Never cached: it answers administrators only.
 */
export function cmsReferenceRoutes(db: Db, settings: StoreSettings) {
  return new Hono<AppEnv>().use(allow('admin')).get('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isReferenceKind(kind)) return unknownReferenceKind(c);
    const source = referenceSources[kind];
    const values = c.req.queries('value');
    if (values) {
      const parsed = v.safeParse(ValuesSchema, values);
      if (!parsed.success) {
        return respond(
          c,
          422,
          null,
          parsed.issues.map((issue) => fieldMessage('value', 'invalid', issue.message)),
        );
      }
      return respond<ReferenceItem[]>(c, 200, await source.find(db, parsed.output, settings));
    }
    const { q } = readQuery(c, SearchQuerySchema);
    return respond<ReferenceItem[]>(c, 200, await source.search(db, q, REFERENCE_SEARCH_LIMIT, settings));
  });
}
