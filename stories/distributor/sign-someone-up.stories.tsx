import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import block from '../../blocks/distributor/sign-someone-up/index.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const meta = {
  title: 'Distributor/sign-someone-up',
  component: block.component,
  parameters: { pageConfig: { user: { id: '1002', username: 'distributor', status: 'D' } } },
  decorators: [
    withServer({
      'GET /api/distributor-tools/context': () => ({
        data: { userId: '1002', username: 'distributor', status: 'D', siteHostname: null, companyHosts: ['cms-blocks.example'] },
      }),
    }),
  ],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotADistributor: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const DistributorWithLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Signup type' }), 'Distributor');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Starting profit level/ }), '3 = 30%');
    await expect(canvas.getByRole('combobox', { name: /Starting profit level/ })).toHaveValue('3');
  },
};
