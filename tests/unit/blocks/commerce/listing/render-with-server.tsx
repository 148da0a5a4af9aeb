import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiProvider } from '../../../../../src/api/api-context.tsx';
import { createApiClient } from '../../../../../src/api/client.ts';
import { defaultPageConfig, type PageConfig } from '../../../../../src/host/config.ts';
import { Providers } from '../../../../../src/runtime/providers.tsx';
import { fakeFetch, type FakeHandler } from '../../../../support/fake-fetch.ts';

/** Renders `ui` with the islands' providers, a fresh cache and fake server routes. */
export function renderWithServer(ui: ReactNode, routes: Record<string, FakeHandler>, config: Partial<PageConfig> = {}) {
  const fake = fakeFetch(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <Providers config={{ ...defaultPageConfig, guestOrderingEnabled: true, ...config }} queryClient={queryClient}>
      <ApiProvider client={createApiClient({ baseUrl: '/', fetch: fake.fetch })}>{ui}</ApiProvider>
    </Providers>,
  );
  return { ...view, requests: fake.requests, queryClient };
}
