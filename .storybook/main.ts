import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The built editor files (editor-content.css, blocks.json) for the editor's stories, which pass
  // assetsUrl '/cms-dist/' (`npm test` builds dist/ before the stories run), and TinyMCE, which the
  // library leaves to its host, for their tinymceUrl '/tinymce/'.
  staticDirs: [
    { from: '../dist', to: '/cms-dist' },
    { from: '../node_modules/tinymce', to: '/tinymce' },
  ],
  core: { disableTelemetry: true },
};

export default config;
