import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Where a save stands (accounts spec 4: ready, saving, saved, error); and conflict: the server
 * refused the save because someone saved the same thing since. Shown by SaveStatus, and exposed
 * as `data-state` where the spec names no other words for it.
 */
export type SaveState = 'ready' | 'saving' | 'saved' | 'error' | 'conflict';

/** How long 'saved' shows before the save state is simply ready again. */
export const SAVED_STATUS_MS = 2500;

export interface SaveStateControls {
  state: SaveState;
  /** The failure of the last save, while `state` is 'error' or 'conflict'. */
  error: unknown;
  saving: () => void;
  saved: () => void;
  /** The save failed; `conflict` when the server refused it as changed elsewhere. */
  failed: (error: unknown, conflict?: boolean) => void;
  /** Back to ready, the last failure forgotten (e.g. after a reload). */
  ready: () => void;
}

/**
 * The one save state of every form and inline edit: call `saving`, then `saved` or `failed`, as
 * the save goes. 'saved' turns back to 'ready' after SAVED_STATUS_MS, unless `keepSaved` (a form
 * whose spec shows its confirmation until the next save).
 */
export function useSaveState({ keepSaved = false }: { keepSaved?: boolean } = {}): SaveStateControls {
  const [{ state, error }, set] = useState<{ state: SaveState; error: unknown }>({ state: 'ready', error: null });
  useEffect(() => {
    if (state !== 'saved' || keepSaved) return;
    const timer = setTimeout(() => set({ state: 'ready', error: null }), SAVED_STATUS_MS);
    return () => clearTimeout(timer);
  }, [state, keepSaved]);

  const saving = useCallback(() => set({ state: 'saving', error: null }), []);
  const saved = useCallback(() => set({ state: 'saved', error: null }), []);
  const failed = useCallback(
    (failure: unknown, conflict = false) => set({ state: conflict ? 'conflict' : 'error', error: failure }),
    [],
  );
  const ready = useCallback(() => set({ state: 'ready', error: null }), []);
  return useMemo(() => ({ state, error, saving, saved, failed, ready }), [state, error, saving, saved, failed, ready]);
}
