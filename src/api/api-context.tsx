import { createContext, useContext, type ReactNode } from 'react';
import type { PageConfig } from '#host/config.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { createApiClient, type ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);
const clients = new WeakMap<PageConfig, ApiClient>();

/** Replaces the page's api client, for stories and tests. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/**
 * The page's one api client, made on first use from the page config. Living here rather than
 * in the runtime's providers keeps the http client out of pages whose blocks call no API.
 */
export function useApiClient(): ApiClient {
  const provided = useContext(ApiContext);
  const config = useHostConfig();
  if (provided) return provided;
  let client = clients.get(config);
  if (!client) {
    client = createApiClient({ baseUrl: config.apiBaseUrl, preload: config.preload });
    clients.set(config, client);
  }
  return client;
}
