import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import { ApiProvider } from '../../../../../src/api/api-context.tsx';
import { createApiClient } from '../../../../../src/api/client.ts';
import { fakeFetch, type FakeHandler } from '../../../../support/fake-fetch.ts';

/** Stories of the product blocks: fake server routes, made once per story render. */
function StoryApi({ routes, children }: { routes: () => Record<string, FakeHandler>; children: ReactNode }) {
  const [client] = useState(() => createApiClient({ baseUrl: '/', fetch: fakeFetch(routes()).fetch }));
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

/**
 * Answers the story's calls from `routes` (a function, so every render gets a fresh fake cart) and
 * puts the named products back on their default SKU: the choice is page-wide module state.
 */
export const withRoutes =
  (routes: () => Record<string, FakeHandler>, defaultSkus: Record<string, string> = {}): Decorator =>
  (Story) => {
    for (const [productId, skuNumber] of Object.entries(defaultSkus)) skuSelection.set(productId, skuNumber);
    return (
      <StoryApi routes={routes}>
        <Story />
      </StoryApi>
    );
  };
