import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/site/return-to-top/index.ts';

const meta = {
  title: 'Site/return-to-top',
  component: block.component,
  args: { threshold: 400 },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the visitor has scrolled past the threshold, the button stays hidden. */
export const Hidden: Story = {
  args: { threshold: 100_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cmsb-return-to-top')).toHaveAttribute('data-state', 'hidden');
  },
};

/** Past the threshold the button shows, labelled for screen readers. */
export const Shown: Story = {
  args: { threshold: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Return to top' });
    await expect(button).toBeVisible();
  },
};
