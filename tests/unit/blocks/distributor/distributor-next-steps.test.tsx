import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import block from '../../../../blocks/distributor/distributor-next-steps/index.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const NextSteps = block.component;
const dana = { user: { id: '1002', username: 'distributor', status: 'D' } };
const steps = [
  { id: 'profile', status: 'done', path: '/my-profile' },
  { id: 'certification', status: 'todo', path: '/distributor-certification-training' },
  { id: 'personal-site', status: 'done', path: '/' },
  { id: 'coupons', status: 'unknown', path: '/owner/coupons' },
  { id: 'analytics', status: 'unknown', path: '/owner/analytics' },
];
const routes = {
  'GET /api/distributor-tools/context': () => ({
    data: { userId: '1002', username: 'distributor', status: 'D', siteHostname: null, companyHosts: [] },
  }),
  'GET /api/distributor-tools/next-steps': () => ({ data: { steps } }),
};

describe('distributor next steps', () => {
  it("lists each step with its status and its tool's link, counting only known statuses", async () => {
    renderIslands(<NextSteps />, routes, dana);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Complete your profile',
      'Finish the certification training',
      'Set up your personal site',
      'Choose your coupons',
      'Connect your analytics',
    ]);
    expect(within(items[1]!).getByText('To do')).toBeVisible();
    expect(within(items[3]!).getByText('Status not available')).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'Go to the training' })).toHaveAttribute(
      'href',
      '/distributor-certification-training',
    );
    expect(screen.getByText('2 of 3 steps done')).toBeVisible();
  });

  it('is a region named by its page, with no heading of its own: the step titles sit one level below the page title', async () => {
    renderIslands(<NextSteps />, routes, dana);
    const region = screen.getByRole('region', { name: 'Your next steps' });
    await within(region).findByRole('list');
    expect(screen.queryByRole('heading', { name: 'Your next steps' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(steps.length);
  });

  it('refuses a customer', () => {
    renderIslands(<NextSteps />, routes, { user: { id: '1003', username: 'customer', status: 'R' } });
    expect(screen.getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
  });
});
