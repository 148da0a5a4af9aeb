import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from '#ui/toast.tsx';

/** A search at the top of the page and a form's Save at the bottom of the window, each showing a toast. */
function Page() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', minHeight: '90vh' }}>
      <button type="button" onClick={() => toast.show({ text: '3 tickets found.' })}>
        Search
      </button>
      <button type="button" onClick={() => toast.show({ text: 'The ticket was successfully updated!' })}>
        Save
      </button>
    </div>
  );
}

const meta = {
  title: 'UI/toast',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewport = () => within(document.body).getByRole('region', { name: 'Notifications' });

export const Playground: Story = {};

/** Made by a control in the upper half of the window: the toast shows at the bottom edge. */
export const AtTheBottom: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await within(document.body).findByText('3 tickets found.');
    await expect(viewport()).toHaveAttribute('data-edge', 'bottom');
  },
};

/** Made by Save at the bottom of the window: the toast moves to the top edge, clear of the button. */
export const ClearOfItsControl: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await within(document.body).findByText('The ticket was successfully updated!');
    await waitFor(() => expect(viewport()).toHaveAttribute('data-edge', 'top'));
  },
};
