import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient needs an ApiProvider (the runtime provides one)');
  return client;
}
