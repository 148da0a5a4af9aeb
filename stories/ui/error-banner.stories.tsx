import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner, type ErrorBannerProps } from '#ui/forms/error-banner.tsx';

/** The one error region beside a form: it appears when an attempt fails and goes when the shopper retries. */
function FormWithErrorRegion({ message }: Pick<ErrorBannerProps, 'message'>) {
  const [error, setError] = useState<ErrorBannerProps['message'] | null>(null);
  return (
    <div>
      {error !== null && <ErrorBanner message={error} onClose={() => setError(null)} />}
      <Button onClick={() => setError(error === null ? message : null)}>Place Order</Button>
    </div>
  );
}

/** A banner whose Retry counts the tries, so a story can tell the button inside it works. */
function BannerWithRetry(props: ErrorBannerProps) {
  const [tries, setTries] = useState(0);
  return (
    <div>
      <ErrorBanner
        {...props}
        action={
          <Button variant="secondary" onClick={() => setTries(tries + 1)}>
            Retry
          </Button>
        }
      />
      <p>Tries: {tries}</p>
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

/** Several failures at once (a refused form's messages that name no field): one banner, one line each. */
export const Several: Story = {
  args: { message: ['Ticket sales are closed.', 'Conference is required and can’t be empty'] },
  render: ({ message }) => <FormWithErrorRegion message={message} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    const region = canvas.getByRole('alert');
    await expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ticket sales are closed.', 'Conference is required and can’t be empty']);
    await expect(region).toHaveFocus();
  },
};

/** Without a close X: a failure with nothing to go back to (a block whose data could not load). */
export const WithoutClose: Story = {
  args: { message: 'An unknown error occurred while making request', onClose: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred while making request');
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** A load failure: the banner offers Retry and, since nobody asked for anything just now, leaves the focus alone. */
export const LoadFailure: Story = {
  args: { message: 'The products could not be loaded.', onClose: undefined, takesFocus: false },
  render: (args) => <BannerWithRetry {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('alert');
    await expect(region).toHaveTextContent('The products could not be loaded.');
    await expect(region).not.toHaveFocus();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByText('Tries: 1')).toBeVisible();
  },
};
