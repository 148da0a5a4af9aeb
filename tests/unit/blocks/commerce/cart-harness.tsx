import { render } from '@testing-library/react';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import type { Order } from '#contracts/commerce.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import type { LeaveTo } from '#host/host-context.tsx';
import { Providers } from '#runtime/providers.tsx';
import { CartApp } from '../../../../blocks/commerce/cart/cart-app.tsx';
import { createQueryClient } from '#api/query-client.ts';
import { fakeFetch, type FakeHandler } from '../../../support/fake-fetch.ts';
import { answersShown } from '../../../support/query-settled.ts';

export const memberConfig: PageConfig = { ...defaultPageConfig, user: { id: 'u-100', username: 'casey' } };

/** Renders the cart app at a hash route against fake server routes; `leaveTo` records where it left the page for. */
export function renderCart(
  route: string,
  routes: Record<string, FakeHandler>,
  options: { config?: PageConfig; cardForm?: 'newer' | 'legacy'; view?: 'app' | 'mini' } = {},
) {
  window.location.hash = `#${route}`;
  const fake = fakeFetch(routes);
  const queryClient = createQueryClient();
  const leaveTo = vi.fn<LeaveTo>();
  const view = render(
    <Providers config={options.config ?? memberConfig} queryClient={queryClient} leaveTo={leaveTo}>
      <ApiProvider client={createApiClient({ baseUrl: '/', fetch: fake.fetch })}>
        <CartApp cardForm={options.cardForm ?? 'newer'} view={options.view ?? 'app'} />
      </ApiProvider>
    </Providers>,
  );
  return { ...view, requests: fake.requests, leaveTo, answersShown: () => answersShown(queryClient) };
}

export const answerOrder =
  (order: Order, messages: unknown[] = []): FakeHandler =>
  () => ({ data: order, messages });
