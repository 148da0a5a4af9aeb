import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PageConfig } from '#host/config.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { reportError } from '#runtime/events.ts';
import type { Island } from '#runtime/island-store.ts';
import { IslandContext } from '#runtime/use-slot-failure.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { isApiError, setupRefusal, type ApiError } from './errors/api-error.ts';

const ApiContext = createContext<ApiClient | null>(null);
const clients = new WeakMap<PageConfig, ApiClient>();

/** Replaces the page's api client, for stories and tests. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** Tells the host when the server refused the page's own setup (a proxy's Host, a missing PUBLIC_ORIGIN). */
function reportSetupRefusal(error: ApiError, { slot, block }: Island): void {
  const refusal = setupRefusal(error);
  if (!refusal) return;
  const code = `${refusal.source}.${refusal.code}`;
  reportError(slot, { block, message: `Block "${block}": ${refusal.value}`, error, status: error.status, code });
}

/**
 * `client` as the block of `island` calls it: visitors see neutral words for a refusal of the
 * page's setup (classifyFailure), and the host hears the server's, which name the setting to fix,
 * in a cms-blocks:error event from the slot.
 */
function reportingSetupRefusals(client: ApiClient, island: Island): ApiClient {
  return {
    async request(endpoint, request) {
      try {
        return await client.request(endpoint, request);
      } catch (error) {
        if (isApiError(error)) reportSetupRefusal(error, island);
        throw error;
      }
    },
  };
}

/**
 * The page's one api client, made on first use from the page config. Living here rather than
 * in the runtime's providers keeps the http client out of pages whose blocks call no API. In a
 * block's island it tells the host of refusals of the page's setup (reportingSetupRefusals).
 */
export function useApiClient(): ApiClient {
  const provided = useContext(ApiContext);
  const config = useHostConfig();
  const island = useContext(IslandContext);
  const client = provided ?? pageClient(config);
  return useMemo(() => (island ? reportingSetupRefusals(client, island) : client), [client, island]);
}

function pageClient(config: PageConfig): ApiClient {
  let client = clients.get(config);
  if (!client) {
    client = createApiClient({ baseUrl: config.apiBaseUrl, preload: config.preload });
    clients.set(config, client);
  }
  return client;
}
