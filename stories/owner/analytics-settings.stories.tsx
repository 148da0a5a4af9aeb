import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnalyticsSettings } from '../../blocks/owner/analytics-settings/analytics-settings.tsx';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const PATH = '/api/v2/rcm-ga/demo';
const owner = { id: '1002', username: 'distributor', status: 'D' };
const setting = (trackingId: string) => ({ trackingId, userId: '1002', isEmployee: false, siteId: 'demo' });

/** A server holding at most one setting, fresh for each story. */
const server = (initial: string | null, answers: Partial<Record<'GET' | 'POST' | 'PATCH', FakeHandler>> = {}) =>
  withServer(() => {
    let current = initial;
    const store: FakeHandler = (request) => {
      current = (request.body as { trackingId: string }).trackingId;
      return { data: setting(current) };
    };
    return {
      [`GET ${PATH}`]: answers.GET ?? (() => ({ data: current === null ? [] : [setting(current)] })),
      [`POST ${PATH}`]: answers.POST ?? store,
      [`PATCH ${PATH}`]: answers.PATCH ?? store,
    };
  });

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-setting-form');

async function saveAs(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: /Tracking ID/ });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return field;
}

const meta = {
  title: 'Owner/analytics-settings',
  component: AnalyticsSettings,
  args: { leave: fn() },
  parameters: { pageConfig: { siteId: 'demo', user: owner } },
  decorators: [server('G-1A2B3C4D5E')],
} satisfies Meta<typeof AnalyticsSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [server(null, { GET: never })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading analytics settings…');
  },
};

/** No setting yet: an empty field; the first save creates it, and the form reloads. */
export const Created: Story = {
  decorators: [server(null)],
  play: async ({ canvasElement }) => {
    const field = await saveAs(canvasElement, 'G-FIRST1');
    await expect(await within(canvasElement).findByText('Your changes have been saved.')).toBeVisible();
    await expect(field).toHaveValue('G-FIRST1');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'saved');
    await expect(canvasElement.querySelector('.cmsb-save-status')).toHaveAttribute('data-state', 'saved');
  },
};

/** A saved setting: its ID in the field; a save updates it. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    await saveAs(canvasElement, 'G-SECOND2');
    await expect(await within(canvasElement).findByText('Your changes have been saved.')).toBeVisible();
  },
};

export const Saving: Story = {
  decorators: [server('G-OLD', { PATCH: never })],
  play: async ({ canvasElement }) => {
    await saveAs(canvasElement, 'G-SLOW');
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'saving');
  },
};

export const EmptyTrackingId: Story = {
  play: async ({ canvasElement }) => {
    const field = await saveAs(canvasElement, '  ');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Tracking ID field cannot be empty.'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The server's message; what was typed stays. */
export const SaveFailed: Story = {
  decorators: [
    server('G-OLD', {
      PATCH: () => ({
        status: 500,
        messages: [{ type: 'error', source: 'server', code: 'x', value: 'The settings store is down.' }],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const field = await saveAs(canvasElement, 'G-TYPED');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The settings store is down.'));
    await expect(field).toHaveValue('G-TYPED');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

export const LoadFailed: Story = {
  decorators: [server(null, { GET: () => ({ status: 503 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Neither the owner nor an employee: the server refuses, and the block sends them to log in. */
export const Refused: Story = {
  decorators: [server(null, { GET: () => ({ status: 403 }) })],
  parameters: { pageConfig: { siteId: 'demo', user: { id: '1003', username: 'customer', status: 'R' } } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?errorCode=unauthorized&redirect=/)),
    );
  },
};

/** In a gallery of blocks: a message and a login link instead of leaving. */
export const RefusedInGallery: Story = {
  args: { leaveWhenRefused: false },
  parameters: { pageConfig: { siteId: 'demo', user: null } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?errorCode=unauthorized&redirect=/),
    );
    await expect(args.leave).not.toHaveBeenCalled();
  },
};
