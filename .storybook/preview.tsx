import type { Preview } from '@storybook/react-vite';
import { configure, fn } from 'storybook/test';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { Providers } from '#runtime/providers.tsx';
import { BlockDocsPage } from './block-docs-page.tsx';

// note: `npm test` runs the stories beside the unit and server tests on two cores; a find that
// outlasts testing-library's default second there is slow, not wrong (CI failed on it twice).
configure({ asyncUtilTimeout: 5000 });

/** Where blocks would leave the page: recorded as an action, so a story stays on its page. */
const leaveTo = fn().mockName('leaveTo');

/** Every story renders inside the providers the runtime gives each island; `parameters.pageConfig` overrides the config. */
const preview: Preview = {
  // Each story file gets a docs page: a block's reference and all its states (block-docs-page.tsx).
  tags: ['autodocs'],
  parameters: { docs: { page: BlockDocsPage } },
  decorators: [
    (Story, context) => {
      const config: PageConfig = { ...defaultPageConfig, ...(context.parameters.pageConfig as Partial<PageConfig>) };
      return (
        <Providers config={config} leaveTo={leaveTo}>
          <Story />
        </Providers>
      );
    },
  ],
};

export default preview;
