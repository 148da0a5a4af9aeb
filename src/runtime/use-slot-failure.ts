import { createContext, useContext, useEffect } from 'react';
import { reportError } from './events.ts';
import type { Island } from './island-store.ts';

/** The island a block renders in; null outside the runtime (stories, unit tests). */
export const IslandContext = createContext<Island | null>(null);

/**
 * A block that mounted but cannot show what it is for (its product does not exist, its data
 * failed to load) says so here: while `failure` is set the slot's state is `error` (the host
 * stylesheet then gives its reserved space back to visitors) and the host hears it once as a
 * `cms-blocks:error` event. The block still renders its own message.
 */
export function useSlotFailure(failure: string | null): void {
  const island = useContext(IslandContext);
  useEffect(() => {
    if (!island || failure === null) return;
    const { slot, block } = island;
    slot.setAttribute('data-block-state', 'error');
    reportError(slot, { block, message: `Block "${block}": ${failure}` });
    return () => {
      // note: a released slot has no state left; only a slot still showing this failure recovers
      if (slot.getAttribute('data-block-state') === 'error') slot.setAttribute('data-block-state', 'mounted');
    };
  }, [island, failure]);
}
