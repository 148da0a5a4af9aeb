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

/** The starting level is asked only of a distributor signup, with no level chosen until one is picked. */
export const DistributorWithLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signupType = await canvas.findByRole('combobox', { name: 'Signup type' });
    const level = () => canvas.queryByRole('combobox', { name: /Starting profit level/ });
    await expect(level()).toBeNull();
    await userEvent.selectOptions(signupType, 'Distributor');
    await expect(level()).toHaveValue('');
    await expect(
      within(level()!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.any(String), '1 = 20%', '2 = 25%', '3 = 30%', '4 = 35%']);
    await userEvent.selectOptions(level()!, '3 = 30%');
    await expect(level()).toHaveValue('3');
    await userEvent.selectOptions(signupType, 'Customer');
    await expect(level()).toBeNull();
  },
};
