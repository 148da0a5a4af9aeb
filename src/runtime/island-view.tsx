import { memo, Suspense, useEffect, type FunctionComponent } from 'react';
import { createPortal } from 'react-dom';
import { IslandBoundary } from './island-boundary.tsx';
import type { Island } from './island-store.ts';

function Mounted({ island }: { island: Island }) {
  useEffect(() => island.onMounted(), [island]);
  const Block = island.component as FunctionComponent<object>;
  return <Block {...(island.props as object)} />;
}

/** Memoised so adding an island re-renders only the new one. */
export const IslandView = memo(function IslandView({ island }: { island: Island }) {
  return createPortal(
    <IslandBoundary onCrash={island.onCrash}>
      <Suspense fallback={null}>
        <Mounted island={island} />
      </Suspense>
    </IslandBoundary>,
    island.container,
  );
});
