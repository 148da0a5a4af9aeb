import { createRoot } from 'react-dom/client';
import { ApiProvider } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import type { PageConfig } from '#host/config.ts';
import { createIslandStore, type IslandStore } from '#runtime/island-store.ts';
import { Providers } from '#runtime/providers.tsx';
import { Islands } from '#runtime/react-root.tsx';

/**
 * The previews' React root: the runtime's islands and providers, with the previews' own API
 * client. Its node sits outside the body, which TinyMCE owns (and empties on every setContent).
 * `stop` removes it, with everything its providers held (the session, the query cache).
 */
export function startPreviewRenderer(
  doc: Document,
  config: PageConfig,
  client: ApiClient,
): { store: IslandStore; stop: () => void } {
  const store = createIslandStore();
  const host = doc.createElement('div');
  host.setAttribute('data-cms-blocks-root', '');
  doc.documentElement.appendChild(host);
  const root = createRoot(host, { onCaughtError: () => undefined });
  root.render(
    <Providers config={config}>
      <ApiProvider client={client}>
        <Islands store={store} />
      </ApiProvider>
    </Providers>,
  );
  return {
    store,
    stop() {
      root.unmount();
      host.remove();
    },
  };
}
