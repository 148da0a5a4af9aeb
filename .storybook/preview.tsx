import type { Preview } from '@storybook/react-vite';
import { defaultPageConfig, type PageConfig } from '../src/host/config.ts';
import { Providers } from '../src/runtime/providers.tsx';

/** Every story renders inside the providers the runtime gives each island; `parameters.pageConfig` overrides the config. */
const preview: Preview = {
  decorators: [
    (Story, context) => {
      const config: PageConfig = { ...defaultPageConfig, ...(context.parameters.pageConfig as Partial<PageConfig>) };
      return (
        <Providers config={config}>
          <Story />
        </Providers>
      );
    },
  ],
};

export default preview;
