import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { skuSelection } from '../../blocks/commerce/shared/sku-selection.ts';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { fakeFetch, type FakeHandler } from './fake-fetch.ts';

type Routes = Record<string, FakeHandler> | (() => Record<string, FakeHandler>);

function StoryServer({ routes, children }: { routes: Routes; children: ReactNode }) {
  const [client] = useState(() =>
    createApiClient({ baseUrl: '/', fetch: fakeFetch(typeof routes === 'function' ? routes() : routes).fetch }),
  );
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

/**
 * A story decorator answering the block's calls from fake server routes, with a fresh client per
 * mount. Give `routes` as a function for state that must start fresh each render (a fake cart);
 * `defaultSkus` puts products back on a SKU, since the choice is page-wide module state.
 */
export const withServer =
  (routes: Routes, defaultSkus: Record<string, string> = {}): Decorator =>
  (Story) => {
    for (const [productId, skuNumber] of Object.entries(defaultSkus)) skuSelection.set(productId, skuNumber);
    return (
      <StoryServer routes={routes}>
        <Story />
      </StoryServer>
    );
  };
