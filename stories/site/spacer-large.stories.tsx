import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import block from '../../blocks/site/spacer-large/index.ts';

const meta = {
  title: 'Site/spacer-large',
  component: block.component,
} satisfies Meta<typeof block.component>;

export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const spacer = canvasElement.querySelector('.cmsb-spacer--large');
    await expect(spacer).toHaveAttribute('aria-hidden', 'true');
  },
};
