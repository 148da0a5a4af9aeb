import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // note: addon-docs gives each block a docs page (preview.tsx's `autodocs` tag): its states side by side and its reference.
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The built editor files (editor-content.css, blocks.json) for the editor's stories, which pass
  // assetsUrl '/cms-dist/' (`npm test` builds dist/ before the stories run), and TinyMCE, which the
  // library leaves to its host, for their tinymceUrl '/tinymce/'.
  staticDirs: [
    { from: '../dist', to: '/cms-dist' },
    { from: '../node_modules/tinymce', to: '/tinymce' },
    // the docs the blocks' docs pages link to
    { from: '../docs', to: '/docs' },
  ],
  core: { disableTelemetry: true },
};

export default config;
