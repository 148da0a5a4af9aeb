import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { AskingConfirmDialog } from '../../tests/support/asking-confirm-dialog.tsx';

const meta = {
  title: 'UI/confirm-dialog',
  component: AskingConfirmDialog,
  args: {
    opener: 'Delete ticket',
    title: 'Delete ticket?',
    children: <p>The ticket of Grace Hopper will be deleted. This cannot be undone.</p>,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AskingConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: the confirm button has the focus, so Enter does what the dialog asks. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ticket' }));
    const dialog = canvas.getByRole('dialog', { name: 'Delete ticket?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Delete ticket' })).toHaveFocus();
  },
};

/** While the confirmed action runs, the confirm button spins and neither button takes a second press. */
export const Busy: Story = {
  render: (args) => <ConfirmDialog {...args} open busy />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Delete ticket?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
