import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '#api/query-client.ts';
import type { PageConfig } from '#host/config.ts';
import { scrollToHashWhenStable } from './hash-scroll.ts';
import { createIslandStore, type IslandStore } from './island-store.ts';
import { IslandView } from './island-view.tsx';
import { Providers } from './providers.tsx';
import { readServerState } from './server-state.ts';

/** Every island of the store, each through its portal; the editor's previews render them too. */
export function Islands({ store }: { store: IslandStore }) {
  const islands = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return islands.map((island) => <IslandView key={island.id} island={island} />);
}

/**
 * Starts the single React root. Every island renders into its slot through a portal, so
 * all share one set of providers and state with no glue.
 */
export function startRenderer(doc: Document, config: PageConfig): IslandStore {
  const islands = createIslandStore();
  const queryClient = createQueryClient();
  const signedIn = Boolean(config.user);
  readServerState(doc, queryClient, signedIn);
  // note: a slot added later (an edge-side include) may bring its own state script.
  const store: IslandStore = {
    ...islands,
    add(island) {
      if (island.serverHtml) readServerState(doc, queryClient, signedIn);
      islands.add(island);
    },
  };
  const host = doc.createElement('div');
  host.setAttribute('data-cms-blocks-root', '');
  doc.body.appendChild(host);
  // note: each island's boundary reports its crash as a cms-blocks:error event; React's own
  // console report of the same error would log it twice.
  createRoot(host, { onCaughtError: () => undefined }).render(
    <Providers config={config} queryClient={queryClient}>
      <Islands store={store} />
    </Providers>,
  );
  // Islands are about to change the page's height: an anchor in the address is reached once it settles.
  scrollToHashWhenStable(doc);
  return store;
}
