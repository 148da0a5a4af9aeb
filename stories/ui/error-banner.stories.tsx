import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/forms/button.tsx';
import { ErrorBanner } from '../../src/ui/forms/error-banner.tsx';

/** The one error region beside a form: it appears when an attempt fails and goes when the shopper retries. */
function FormWithErrorRegion({ message }: { message: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      {error !== null && <ErrorBanner message={error} onClose={() => setError(null)} />}
      <Button onClick={() => setError(error === null ? message : null)}>Place Order</Button>
    </div>
  );
}

const meta = {
  title: 'UI/error banner',
  component: ErrorBanner,
  args: { message: 'Your card was declined.', onClose: () => {} },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Shown: announced (role=alert) with the spec's texts, and focused so the shopper starts from it. */
export const Shown: Story = {
  render: ({ message }) => <FormWithErrorRegion message={message} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    const region = canvas.getByRole('alert');
    await expect(region).toHaveTextContent('The following error occurred:Your card was declined.');
    await expect(region).toHaveFocus();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** Cleared: a retry (or the close X) removes it. */
export const Cleared: Story = {
  render: ({ message }) => <FormWithErrorRegion message={message} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
