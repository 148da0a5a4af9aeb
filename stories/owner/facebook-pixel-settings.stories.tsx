import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/owner/facebook-pixel-settings/index.ts';
import { FacebookPixelSettings } from '../../blocks/owner/facebook-pixel-settings/facebook-pixel-settings.tsx';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const ERROR = 'An error occurred. Please check your internet connection and try again.';

const server = (save: FakeHandler = (request) => ({ data: request.body }), load?: FakeHandler) =>
  withServer({
    'GET /api/resource/facebook-analytics-site/demo':
      load ?? (() => ({ data: { siteId: 'demo', accountId: '123456789012345' } })),
    'PUT /api/resource/facebook-analytics-site': save,
  });

async function saveAs(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: /Pixel account id/ });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return field;
}

const meta = {
  title: 'Owner/facebook-pixel-settings',
  component: FacebookPixelSettings,
  args: { leave: fn() },
  parameters: { pageConfig: { siteId: 'demo', user: { id: '1002', username: 'distributor', status: 'D' } } },
  decorators: [server()],
} satisfies Meta<typeof FacebookPixelSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    await expect(block.name).toBe('facebook-pixel-settings');
  },
};

export const Loading: Story = {
  decorators: [server(undefined, never)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the Facebook pixel settings…');
  },
};

/** Said in the owners' save status, as every owner setting says it. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await saveAs(canvasElement, '998877665544332');
    await expect(await within(canvasElement).findByText('Your changes have been saved.')).toBeVisible();
    await expect(canvasElement.querySelector('.cmsb-save-status')).toHaveAttribute('data-state', 'saved');
  },
};

export const Saving: Story = {
  decorators: [server(never)],
  play: async ({ canvasElement }) => {
    await saveAs(canvasElement, '1');
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
  },
};

/** The field says it takes digits; anything else is marked and focused, and nothing is sent. */
export const NotDigits: Story = {
  play: async ({ canvasElement }) => {
    const field = await saveAs(canvasElement, '12-34');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Use digits only.'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Any non-200 answer (or none): the spec's message; what was typed stays. */
export const SaveFailed: Story = {
  decorators: [server(() => ({ status: 500 }))],
  play: async ({ canvasElement }) => {
    const field = await saveAs(canvasElement, '555');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERROR));
    await expect(field).toHaveValue('555');
  },
};

/** A 401 on save: off to log in. */
export const SessionEnded: Story = {
  decorators: [server(() => ({ status: 401 }))],
  play: async ({ canvasElement, args }) => {
    await saveAs(canvasElement, '555');
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/)));
  },
};

export const LoggedOut: Story = {
  parameters: { pageConfig: { siteId: 'demo', user: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [server(undefined, () => ({ status: 500 }))],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERROR));
  },
};
