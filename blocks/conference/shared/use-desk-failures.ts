import { useCallback, useMemo, useState } from 'react';

/** A desk action that did not go through, for the page's one error region (DeskFailureBanner). */
export interface DeskFailure {
  /** What the action was about (`check-in T-1`, `delete T-1`, `export`): trying it again clears it. */
  about: string;
  /** 'error': this desk's own action failed and has to be done again; 'conflict': another desk got there first. */
  type: 'error' | 'conflict';
  text: string;
}

/** Where a desk hook tells its failures and its retries. */
export interface DeskFailureReport {
  report: (failure: DeskFailure) => void;
  /** The user tries `about` again: its failure goes. */
  retrying: (about: string) => void;
}

export interface DeskFailures extends DeskFailureReport {
  /** The latest failure, until it is closed, retried or replaced; `id` tells a repeat apart. */
  shown: (DeskFailure & { id: number }) | null;
  close: () => void;
}

/** The failures of a desk page's actions: one shown at a time, the latest. */
export function useDeskFailures(): DeskFailures {
  const [shown, setShown] = useState<DeskFailures['shown']>(null);
  const report = useCallback((failure: DeskFailure) => setShown((current) => ({ ...failure, id: (current?.id ?? 0) + 1 })), []);
  const retrying = useCallback((about: string) => setShown((current) => (current?.about === about ? null : current)), []);
  const close = useCallback(() => setShown(null), []);
  return useMemo(() => ({ shown, report, retrying, close }), [shown, report, retrying, close]);
}
