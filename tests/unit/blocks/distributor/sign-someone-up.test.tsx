import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import block from '../../../../blocks/distributor/sign-someone-up/index.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const SignSomeoneUp = block.component;
const routes = {
  'GET /api/distributor-tools/context': () => ({
    data: { userId: '1004', username: 'staff', status: 'E', siteHostname: null, companyHosts: ['cms-blocks.example'] },
  }),
};
const staff = { user: { id: '1004', username: 'staff', status: 'E' } };

describe('sign someone up', () => {
  it('starts checkout for a preferred customer', async () => {
    const { leaveTo } = renderIslands(<SignSomeoneUp />, routes, staff);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Signup type' }), 'Preferred customer');
    expect(screen.queryByRole('combobox', { name: /Starting profit level/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start checkout' }));
    expect(leaveTo).toHaveBeenCalledWith('/secure/checkout/v1#/checkout/preferred-customer');
  });

  it('offers the starting profit levels for a distributor and passes the chosen rank', async () => {
    const { leaveTo } = renderIslands(<SignSomeoneUp />, routes, staff);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Signup type' }), 'Distributor');
    const level = screen.getByRole('combobox', { name: /Starting profit level/ });
    expect([...level.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'No starting level',
      '1 = 20%',
      '2 = 25%',
      '3 = 30%',
      '4 = 35%',
    ]);
    await userEvent.selectOptions(level, '4 = 35%');
    await userEvent.click(screen.getByRole('button', { name: 'Start checkout' }));
    expect(leaveTo).toHaveBeenCalledWith('/secure/checkout/v1#/checkout/distributor?rank=4');
  });

  it('is a region named by its page, with no heading of its own to repeat the page title', async () => {
    renderIslands(<SignSomeoneUp />, routes, staff);
    const region = screen.getByRole('region', { name: 'Sign someone up' });
    await within(region).findByRole('combobox', { name: 'Signup type' });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('refuses a visitor with the login button', () => {
    renderIslands(<SignSomeoneUp />, routes, { user: null });
    expect(screen.getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringMatching(/^\/login\?redirect=/));
    expect(screen.queryByRole('button', { name: 'Start checkout' })).toBeNull();
  });
});
