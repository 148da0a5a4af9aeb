import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context.tsx';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { MessageStoreProvider } from '../api/message-area.tsx';
import { createQueryClient } from '../api/query-client.ts';
import type { PageConfig } from '../host/config.ts';
import { HostProvider } from '../host/host-context.tsx';
import { ToastProvider } from '../ui/index.ts';

export interface ProvidersProps {
  config: PageConfig;
  queryClient?: QueryClient;
  apiClient?: ApiClient;
  children: ReactNode;
}

/** What every island shares: page config, labels, the query cache, the api client, toasts. */
export function Providers({ config, queryClient, apiClient, children }: ProvidersProps) {
  const [queries] = useState(() => queryClient ?? createQueryClient());
  const [api] = useState(() => apiClient ?? createApiClient({ baseUrl: config.apiBaseUrl, preload: config.preload }));
  return (
    <HostProvider config={config}>
      <QueryClientProvider client={queries}>
        <ApiProvider client={api}>
          <MessageStoreProvider>
            <ToastProvider>{children}</ToastProvider>
          </MessageStoreProvider>
        </ApiProvider>
      </QueryClientProvider>
    </HostProvider>
  );
}
