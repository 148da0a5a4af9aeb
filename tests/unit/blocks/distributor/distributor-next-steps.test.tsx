import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('says when the details did not load, without taking the focus, and loads them again on Try again', async () => {
    let failures = 1;
    const context = routes['GET /api/distributor-tools/context'];
    renderIslands(
      <NextSteps />,
      { ...routes, 'GET /api/distributor-tools/context': () => (failures-- > 0 ? { status: 500 } : context()) },
      dana,
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your details could not be loaded.');
    expect(banner).not.toHaveFocus();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the steps did not load, without taking the focus, and loads them again on Try again', async () => {
    let failures = 1;
    const nextSteps = routes['GET /api/distributor-tools/next-steps'];
    renderIslands(
      <NextSteps />,
      {
        ...routes,
        'GET /api/distributor-tools/next-steps': () => (failures-- > 0 ? { status: 500 } : nextSteps()),
      },
      dana,
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your next steps could not be loaded.');
    expect(banner).not.toHaveFocus();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
