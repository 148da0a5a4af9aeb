import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-report/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { reportConferences, reportFigures } from '../../tests/fixtures/conference/report.ts';

const REPORT = 'GET /api/conference-report/conf-1';

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer({
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
    'GET /api/conference': () => ({ data: reportConferences }),
    [REPORT]: () => ({ data: reportFigures }),
    ...routes,
  });

// note: a failed GET is retried once after a second, so the error state takes a little longer.
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-report__view')).toHaveAttribute('data-state', state), {
    timeout: 3000,
  });

const meta = {
  title: 'Conference/conference-report',
  component: block.component,
  parameters: { pageConfig: { user: { id: '2001', username: 'staff' } } },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [server({ [REPORT]: never })],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'loading');
  },
};

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-figure="ticketCount"] dd')).toHaveTextContent('1,204');
    await expect(canvas.getByRole('table', { name: 'Features' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Spanish 40' })).toBeVisible();
  },
};

/** A conference whose tickets carry no features: that panel says 'none'. */
export const EmptyKeyedPanel: Story = {
  decorators: [server({ [REPORT]: () => ({ data: { ...reportFigures, subItems: {} } }) })],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    await expect(within(within(canvasElement).getByRole('region', { name: 'Features' })).getByText('none')).toBeVisible();
  },
};

/** The report call failed (after its one retry): the unknown error and a retry. */
export const Failed: Story = {
  decorators: [server({ [REPORT]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An unknown error occured while making request.');
  },
};
