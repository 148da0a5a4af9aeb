import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import block, { ImpersonationBannerPropsSchema } from '../../../../blocks/account/impersonation-banner/index.ts';
import { impersonationNavigation } from '../../../../blocks/account/shared/impersonation-actions.ts';
import { bannerLoadsStatus, panelLoadsStatus } from '../../../../blocks/account/shared/impersonation-status.ts';
import * as v from 'valibot';
import { readStored, writeStored } from '#host/storage-keys.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  fakeImpersonationServer,
  impersonatingCustomer,
  notImpersonating,
  ok,
  refused,
  STATUS_PATH,
  SWITCH_BACK_PATH,
} from '../../../fixtures/account/impersonation.ts';

const Banner = block.component;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(impersonationNavigation, 'reload').mockImplementation(reload);
});
afterEach(() => vi.restoreAllMocks());

const flagged = () => writeStored('impersonationMayBeActive', true);
const flag = () => readStored('impersonationMayBeActive');

describe('the rules of when to ask for the status', () => {
  it('the banner asks only when the session flag is set or the host preloaded the status', () => {
    expect(bannerLoadsStatus(false, false)).toBe(false);
    expect(bannerLoadsStatus(true, false)).toBe(true);
    expect(bannerLoadsStatus(false, true)).toBe(true);
  });

  it('the panel skips the call for a host-known stranger and for a non-super-user without the flag', () => {
    expect(panelLoadsStatus(null, true)).toBe(false);
    expect(panelLoadsStatus(undefined, false)).toBe(true);
    expect(panelLoadsStatus({ id: '1', username: 'admin', isSu: true }, false)).toBe(true);
    expect(panelLoadsStatus({ id: '3', username: 'customer', isSu: false }, false)).toBe(false);
    expect(panelLoadsStatus({ id: '3', username: 'customer', isSu: false }, true)).toBe(true);
    expect(panelLoadsStatus({ id: '3', username: 'customer' }, false)).toBe(true);
  });

  it('takes the three layouts and nothing else', () => {
    for (const layout of ['default', 'simple', 'horizontal']) {
      expect(v.safeParse(ImpersonationBannerPropsSchema, { layout }).success).toBe(true);
    }
    expect(v.safeParse(ImpersonationBannerPropsSchema, { layout: 'vertical' }).success).toBe(false);
  });
});

describe('impersonation-banner', () => {
  it('makes no call and shows nothing without the session flag', () => {
    const { requests, queryOff } = renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer) });
    expect(queryOff(STATUS_PATH)).toBe(true);
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('shows who is impersonated, the warning and a password box when the flag is set', async () => {
    flagged();
    renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer) });
    const region = await screen.findByRole('region', { name: 'Impersonation' });
    expect(region).toHaveTextContent('Impersonating: 1003 customer');
    expect(region).toHaveTextContent('User is currently impersonating.');
    expect(screen.getByLabelText(/Your password/)).toHaveAttribute('type', 'password');
    expect(region).toHaveAttribute('data-layout', 'default');
  });

  it('loads the status without the flag when the host preloaded it, and sets the flag', async () => {
    renderIslands(
      <Banner layout="horizontal" />,
      { [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer) },
      { preload: { [STATUS_PATH]: { data: impersonatingCustomer, messages: [] } } },
    );
    expect(await screen.findByRole('region', { name: 'Impersonation' })).toHaveAttribute('data-layout', 'horizontal');
    expect(flag()).toBe(true);
  });

  it('has no password box when the switch-back method is not auth', async () => {
    flagged();
    renderIslands(<Banner layout="simple" />, {
      [`GET ${STATUS_PATH}`]: ok({ ...impersonatingCustomer, switchBackMethod: 'none' }),
    });
    await screen.findByRole('region', { name: 'Impersonation' });
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
  });

  it('clears the flag and shows nothing when the status says inactive', async () => {
    flagged();
    const { calls } = renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: ok(notImpersonating) });
    await waitFor(() => expect(flag()).toBeUndefined());
    expect(calls('GET', STATUS_PATH)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('toggles the info text', async () => {
    flagged();
    renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer) });
    const toggle = await screen.findByRole('button', { name: 'Info' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/everything you do now is done as them/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/everything you do now is done as them/)).toBeVisible();
  });

  it('asks for the password before calling the server', async () => {
    flagged();
    const { calls } = renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer) });
    await userEvent.click(await screen.findByRole('button', { name: 'End Impersonation' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your password/)).toHaveFocus();
    expect(calls('POST', SWITCH_BACK_PATH)).toHaveLength(0);
  });

  it('shows the server message for a wrong password, keeps the banner and does not reload', async () => {
    flagged();
    renderIslands(<Banner />, fakeImpersonationServer(impersonatingCustomer));
    await userEvent.type(await screen.findByLabelText(/Your password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'End Impersonation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password was incorrect.');
    expect(screen.getByRole('region', { name: 'Impersonation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Impersonation' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
    expect(flag()).toBe(true);
  });

  it('ends it with the right password: sends it, clears the flag and reloads', async () => {
    flagged();
    const { calls } = renderIslands(<Banner />, fakeImpersonationServer(impersonatingCustomer));
    await userEvent.type(await screen.findByLabelText(/Your password/), 'admin_123');
    await userEvent.click(screen.getByRole('button', { name: 'End Impersonation' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls('POST', SWITCH_BACK_PATH).map((r) => r.body)).toEqual([{ password: 'admin_123' }]);
    expect(flag()).toBeUndefined();
  });

  it('shows the unknown-error text when a failure has no message', async () => {
    flagged();
    renderIslands(<Banner />, {
      [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer),
      [`POST ${SWITCH_BACK_PATH}`]: () => ({ status: 500 }),
    });
    await userEvent.type(await screen.findByLabelText(/Your password/), 'admin_123');
    await userEvent.click(screen.getByRole('button', { name: 'End Impersonation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred while making request');
  });

  it('clears the flag when the status call answers 401 (signed out)', async () => {
    flagged();
    renderIslands(<Banner />, { [`GET ${STATUS_PATH}`]: refused(401, 'You must be logged in to do this.') });
    await waitFor(() => expect(flag()).toBeUndefined());
  });
});
