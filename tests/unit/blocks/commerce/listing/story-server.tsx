import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../../../../../src/api/api-context.tsx';
import { createApiClient } from '../../../../../src/api/client.ts';
import { fakeFetch, type FakeHandler } from '../../../../support/fake-fetch.ts';

function StoryServer({ routes, children }: { routes: Record<string, FakeHandler>; children: ReactNode }) {
  const [client] = useState(() => createApiClient({ baseUrl: '/', fetch: fakeFetch(routes).fetch }));
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

/** A story decorator answering the block's calls from fake server routes (a fresh client per mount). */
export const withServer =
  (routes: Record<string, FakeHandler>): Decorator =>
  (Story) => (
    <StoryServer routes={routes}>
      <Story />
    </StoryServer>
  );
