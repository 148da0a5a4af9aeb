import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/commerce/suggested-products-v2/index.ts';
import { defaultPageConfig } from '#host/config.ts';

const meta = {
  title: 'Commerce/suggested-products-v2',
  component: block.component,
  args: {},
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editors see why the block shows nothing and what replaces it. */
export const EditMode: Story = {
  parameters: { pageConfig: { ...defaultPageConfig, editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Suggested products version 2 is deprecated; use suggested-products-v3.',
    );
  },
};

/**
 * Visitors see nothing of the retired block: the page around it renders in the same commit as the
 * block, so once the page is there the block has had its say.
 */
export const Visitor: Story = {
  render: () => (
    <main aria-label="Page">
      <block.component />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main', { name: 'Page' })).toBeEmptyDOMElement();
  },
};
