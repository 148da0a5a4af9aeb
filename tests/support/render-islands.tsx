import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import type { LeaveTo } from '#host/host-context.tsx';
import { Providers } from '#runtime/providers.tsx';
import { renderFakeCaptcha } from './fake-captcha.tsx';
import { fakeFetch, type FakeHandler } from './fake-fetch.ts';
import { answersShown, queryOff } from './query-settled.ts';

/**
 * Renders islands the way the runtime does (one set of providers, one query cache) against fake
 * server routes; `requests` records every call, `leaveTo` every time a block left the page (jsdom
 * cannot navigate). The captcha, where `config` turns it on, is the fake (jsdom cannot run ALTCHA).
 */
export function renderIslands(
  ui: ReactNode,
  routes: Record<string, FakeHandler>,
  config: Partial<PageConfig> = {},
  { staleTime = 30_000 }: { staleTime?: number } = {},
) {
  const fake = fakeFetch(routes);
  const leaveTo = vi.fn<LeaveTo>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } } });
  const view = render(
    <Providers
      config={{ ...defaultPageConfig, guestOrderingEnabled: true, ...config }}
      queryClient={queryClient}
      leaveTo={leaveTo}
      renderCaptcha={renderFakeCaptcha}
    >
      <ApiProvider client={createApiClient({ baseUrl: '/', fetch: fake.fetch })}>{ui}</ApiProvider>
    </Providers>,
  );
  const calls = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);
  return {
    ...view,
    requests: fake.requests,
    leaveTo,
    calls,
    queryOff: (path: string) => queryOff(queryClient, path),
    answersShown: () => answersShown(queryClient),
    queryClient,
  };
}
