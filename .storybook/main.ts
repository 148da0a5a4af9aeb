import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The built editor files (dist/tinymce/, editor-content.css, blocks.json) for the editor's
  // stories, which pass assetsUrl '/cms-dist/'. `npm test` builds dist/ before the stories run.
  staticDirs: [{ from: '../dist', to: '/cms-dist' }],
  core: { disableTelemetry: true },
};

export default config;
