import { memo, Suspense, useLayoutEffect, type FunctionComponent } from 'react';
import { createPortal } from 'react-dom';
import { useHostConfig } from '#host/host-context.tsx';
import { IslandBoundary } from './island-boundary.tsx';
import type { Island } from './island-store.ts';
import { replayEarlyInput } from './replay-input.ts';
import { reportServerMismatch } from './server-state.ts';
import { IslandContext } from './use-slot-failure.ts';

function Mounted({ island }: { island: Island }) {
  // note: the server renders as a guest; a signed-in visitor's first render may rightly differ.
  const guest = !useHostConfig().user;
  // note: a layout effect, so the island is `mounted` before any block effect can mark it failed,
  // and the server's HTML is swapped for the block's first render in one commit (no flash).
  useLayoutEffect(() => {
    const { serverHtml, slot, container } = island;
    if (serverHtml) {
      if (guest) reportServerMismatch(slot, island.block, serverHtml.nodes, container);
      replayEarlyInput(slot, container, serverHtml.input);
    }
    island.onMounted();
    // note: the check is of the first render only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [island]);
  const Block = island.component as FunctionComponent<object>;
  return <Block {...(island.props as object)} />;
}

/** Memoised so adding an island re-renders only the new one. */
export const IslandView = memo(function IslandView({ island }: { island: Island }) {
  return createPortal(
    <IslandContext value={island}>
      <IslandBoundary onCrash={island.onCrash}>
        <Suspense fallback={null}>
          <Mounted island={island} />
        </Suspense>
      </IslandBoundary>
    </IslandContext>,
    island.container,
  );
});
