import { createContext, useContext, type ReactNode } from 'react';
import { useHostConfig } from '#host/host-context.tsx';
import { useSlotFailure } from './use-slot-failure.ts';

/**
 * Where a block renders on the server (src/server/render-slots.tsx): told of each render that
 * ended with nothing to show, so the slot is written empty and its failed data goes to the browser.
 */
export const ServerNothingContext = createContext<((failure: string) => void) | null>(null);

export interface NothingToShowProps {
  /** For developers: what the host hears in `cms-blocks:error` ("there is no product P990."). */
  failure: string;
  /** For editors, in edit mode only: the block's own words for why there is nothing to show. */
  children: ReactNode;
}

/**
 * What a block renders in place of itself when it has nothing to show because its data is gone
 * (its product was deleted, its picture no longer loads): visitors see nothing, and the slot takes
 * no space (its state is `error`, see useSlotFailure); in edit mode (owners' edit mode and the
 * editor's previews) `children` say why. Failures a visitor can act on (a network error with a
 * retry) are no such thing: the block shows them itself.
 */
export function NothingToShow({ failure, children }: NothingToShowProps) {
  const { editMode } = useHostConfig();
  const tellServer = useContext(ServerNothingContext);
  tellServer?.(failure);
  useSlotFailure(failure);
  return editMode ? children : null;
}
