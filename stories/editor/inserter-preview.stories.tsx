import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InserterPreview } from '#editor/inserter/inserter-preview.tsx';
import { SPACER, SUGGESTED_V3 } from '../../tests/fixtures/editor/authoring.ts';

/**
 * The inserter's preview of the highlighted block (beside the list on screens at least 52rem wide;
 * the stories' test browser is phone-sized, so it is shown here on its own).
 */
const meta = {
  title: 'Editor/inserter preview',
  component: InserterPreview,
  args: { block: { ...SPACER, example: {} }, apiBaseUrl: '/', assetsUrl: '/cms-dist/' },
  decorators: [(Story) => <div style={{ width: '36rem', height: '20rem', display: 'grid' }}>{Story()}</div>],
} satisfies Meta<typeof InserterPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block with its example settings, in a read-only frame. */
export const WithPreview: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTitle('Preview: Spacer (medium)')).toBeInTheDocument());
  },
};

/** A block without an example says so instead of loading a frame. */
export const NoExample: Story = {
  args: { block: SUGGESTED_V3 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No preview for this block.')).toBeVisible());
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
