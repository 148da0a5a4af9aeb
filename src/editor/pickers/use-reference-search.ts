import { useEffect, useState } from 'react';
import type { ReferenceItem, ReferenceKind } from '#contracts/references.ts';
import { useDebouncedValue } from '#ui/use-debounced-value.ts';
import { useReferenceApi } from './reference-api-context.tsx';
import { searchFailureText } from './reference-words.ts';

export type ReferenceSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; query: string; items: ReferenceItem[] }
  | { status: 'error'; text: string };

/** Typing asks the server once per pause. */
export const SEARCH_DELAY_MS = 250;

/**
 * The items of `kind` matching `query`, asked while `open` (the list is shown); a newer query
 * cancels the older request, so an answer never lands under the wrong words.
 */
export function useReferenceSearch(kind: ReferenceKind, query: string, open: boolean): ReferenceSearch {
  const api = useReferenceApi();
  const settled = useDebouncedValue(query, SEARCH_DELAY_MS);
  const asked = open && settled === query ? `${kind}\n${settled}` : null;
  // note: kept with what it answers, so an answer to older words is never shown under new ones
  const [answer, setAnswer] = useState<{ asked: string; search: ReferenceSearch } | null>(null);
  useEffect(() => {
    // closed, or still typing: the request waits for the pause
    if (asked === null) return;
    const controller = new AbortController();
    api.search(kind, settled, controller.signal).then(
      (items) => setAnswer({ asked, search: { status: 'ready', query: settled, items } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, search: { status: 'error', text: searchFailureText(kind, error) } });
      },
    );
    return () => controller.abort();
  }, [api, kind, settled, asked]);
  if (!open) return { status: 'idle' };
  return answer !== null && answer.asked === asked ? answer.search : { status: 'loading' };
}
