import { useEffect, useState } from 'react';
import type { ReferenceItem, ReferenceKind } from '#contracts/references.ts';
import { useReferenceApi } from './reference-api-context.tsx';
import { searchFailureText } from './reference-words.ts';

export type HeldItem =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'found'; item: ReferenceItem }
  | { status: 'missing' }
  | { status: 'error'; text: string };

/**
 * What the prop holds, as a person reads it: the item stored as `value`, asked from the server
 * unless `known` (just picked or uploaded) is already it. `missing` when the server has no such
 * item (a product since deleted, an id typed by hand).
 */
export function useReferenceItem(kind: ReferenceKind, value: string, known: ReferenceItem | null): HeldItem {
  const api = useReferenceApi();
  // note: kept with the value it is about, so a changed value never shows the old one's item
  const [held, setHeld] = useState<{ value: string; held: HeldItem }>({ value: '', held: { status: 'empty' } });
  const knownHere = known !== null && known.value === value;
  useEffect(() => {
    if (value === '' || knownHere) return;
    const controller = new AbortController();
    api.find(kind, value, controller.signal).then(
      (item) => setHeld({ value, held: item ? { status: 'found', item } : { status: 'missing' } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHeld({ value, held: { status: 'error', text: searchFailureText(kind, error) } });
      },
    );
    return () => controller.abort();
  }, [api, kind, value, knownHere]);
  if (value === '') return { status: 'empty' };
  if (knownHere) return { status: 'found', item: known };
  return held.value === value ? held.held : { status: 'loading' };
}
