import type { ApiClient } from '#api/client.ts';
import { missingReferenceText, REFERENCE_SEARCH_LIMIT, referencesEndpoint, type ReferenceKind } from '#contracts/references.ts';
import type { SlotReference } from '#contracts/slot-references.ts';

/** Answers which of `values` exist (the references endpoint leaves unknown ones out). */
export type ReferenceLookup = (kind: ReferenceKind, values: readonly string[]) => Promise<readonly string[]>;

/** The lookup through the API: one request for up to REFERENCE_SEARCH_LIMIT values of a kind. */
export function referenceLookup(client: ApiClient): ReferenceLookup {
  return async (kind, values) => {
    // note: the endpoint takes `value` repeated, which the client's query record cannot say
    const search = new URLSearchParams(values.map((value) => ['value', value]));
    const endpoint = { ...referencesEndpoint, path: `${referencesEndpoint.path}?${search}` };
    return (await client.request(endpoint, { params: { kind } })).data.map((item) => item.value);
  };
}

const keyOf = ({ kind, lookup }: Pick<SlotReference, 'kind' | 'lookup'>) => `${kind}\n${lookup}`;

/**
 * Remembers which references exist (by their lookup: a link's page without its #part), asking
 * only about ones it has not asked about: one request per kind for a whole page (per
 * REFERENCE_SEARCH_LIMIT values). A failed request leaves its references unknown, which warns of
 * nothing.
 */
export function createReferenceCheck(lookUp: ReferenceLookup) {
  const known = new Map<string, boolean>();
  const asked = new Set<string>();
  return {
    /** The slot's warning from what is known so far: "There is no product P999.", or null. */
    warning(references: readonly SlotReference[]): string | null {
      const missing = references.filter((reference) => known.get(keyOf(reference)) === false);
      const texts = [...new Set(missing.map((reference) => missingReferenceText(reference.kind, reference.value)))];
      return texts.length > 0 ? texts.join(' ') : null;
    },
    /** Asks about the references not asked about yet; resolves once every answer is in. */
    async check(references: readonly SlotReference[]): Promise<void> {
      const byKind = new Map<ReferenceKind, string[]>();
      for (const reference of references) {
        const key = keyOf(reference);
        if (asked.has(key)) continue;
        asked.add(key);
        byKind.set(reference.kind, [...(byKind.get(reference.kind) ?? []), reference.lookup]);
      }
      const requests: Promise<void>[] = [];
      for (const [kind, values] of byKind) {
        for (let start = 0; start < values.length; start += REFERENCE_SEARCH_LIMIT) {
          const batch = values.slice(start, start + REFERENCE_SEARCH_LIMIT);
          requests.push(
            lookUp(kind, batch).then(
              (found) => batch.forEach((lookup) => known.set(keyOf({ kind, lookup }), found.includes(lookup))),
              () => batch.forEach((lookup) => asked.delete(keyOf({ kind, lookup }))),
            ),
          );
        }
      }
      await Promise.all(requests);
    },
  };
}

export type ReferenceCheck = ReturnType<typeof createReferenceCheck>;
