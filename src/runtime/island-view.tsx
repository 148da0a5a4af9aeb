import { memo, Suspense, useLayoutEffect, type FunctionComponent } from 'react';
import { createPortal } from 'react-dom';
import { IslandBoundary } from './island-boundary.tsx';
import type { Island } from './island-store.ts';
import { IslandContext } from './slot-failure.ts';

function Mounted({ island }: { island: Island }) {
  // note: a layout effect, so the island is `mounted` before any block effect can mark it failed
  useLayoutEffect(() => island.onMounted(), [island]);
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
