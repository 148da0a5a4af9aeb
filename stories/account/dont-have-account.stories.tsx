import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/account/dont-have-account/index.ts';

const meta = {
  title: 'Account/dont-have-account',
  component: block.component,
  args: {},
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Don't have an account?" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute('href', '/signup-form/customer');
    await expect(canvas.getByRole('link', { name: 'Sign up as a preferred customer' })).toHaveAttribute(
      'href',
      '/signup-form/preferred-customer',
    );
    await expect(canvas.getByRole('link', { name: 'Become a distributor' })).toHaveAttribute('href', '/signup-form/distributor');
  },
};

/** With a starting rank for the signup forms. */
export const WithRank: Story = {
  args: { rank: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Become a distributor' })).toHaveAttribute(
      'href',
      '/signup-form/distributor?rank=3',
    );
  },
};
