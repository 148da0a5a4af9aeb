import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/distributor/distributor-next-steps/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const CONTEXT = 'GET /api/distributor-tools/context';
const STEPS = 'GET /api/distributor-tools/next-steps';
const context = { userId: '1002', username: 'distributor', status: 'D', siteHostname: null, companyHosts: [] };
const steps = [
  { id: 'profile', status: 'done', path: '/my-profile' },
  { id: 'certification', status: 'todo', path: '/distributor-certification-training' },
  { id: 'personal-site', status: 'done', path: '/' },
  { id: 'coupons', status: 'unknown', path: '/owner/coupons' },
  { id: 'analytics', status: 'todo', path: '/owner/analytics' },
];

const meta = {
  title: 'Distributor/distributor-next-steps',
  component: block.component,
  parameters: { pageConfig: { user: { id: '1002', username: 'distributor', status: 'D' } } },
  decorators: [withServer({ [CONTEXT]: () => ({ data: context }), [STEPS]: () => ({ data: { steps } }) })],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MixedStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 of 4 steps done')).toBeVisible();
    await expect(canvas.getAllByText('Done')).toHaveLength(2);
    await expect(canvas.getAllByText('To do')).toHaveLength(2);
    await expect(canvas.getByText('Status not available')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withServer({ [CONTEXT]: () => ({ data: context }), [STEPS]: never })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const NotADistributor: Story = {
  parameters: { pageConfig: { user: { id: '1003', username: 'customer', status: 'R' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
  },
};
