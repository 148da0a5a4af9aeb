import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '../../../../blocks/site/cookie-settings/index.ts';
import { initialChoices } from '../../../../blocks/site/cookie-settings/settings-state.ts';
import { cookieNoticeMessageEndpoint } from '#contracts/cookie-notice.ts';
import { readConsent } from '#host/consent.ts';
import { recordConsent } from '#host/consent-record.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const CookieSettings = settings.component;
const MESSAGE = `GET ${cookieNoticeMessageEndpoint.path}`;
const answer =
  (revision = 1): FakeHandler =>
  () => ({ data: { enabled: true, revision } });
const stored = (categories: { preferences: boolean; analytics: boolean; marketing: boolean }, revision = 1) =>
  localStorage.setItem('cmsb.cookieConsent.v3', JSON.stringify({ revision, categories, decidedAt: '2026-11-01T10:30:00.000Z' }));

afterEach(() => localStorage.clear());

const renderSettings = (handler: FakeHandler = answer()) => renderIslands(<CookieSettings />, { [MESSAGE]: handler });
const box = (name: string) => screen.getByRole('checkbox', { name });
const ready = () => waitFor(() => expect(screen.getByRole('button', { name: 'Save choices' })).toBeEnabled());

describe('cookie-settings', () => {
  it('starts a visitor without a decision with nothing optional ticked, necessary always on', async () => {
    expect(initialChoices(null)).toEqual({ preferences: false, analytics: false, marketing: false });
    renderSettings();
    await ready();
    expect(screen.getByText('You have not made a choice yet, so only necessary cookies are used.')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Cookie categories' });
    expect(within(group).getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    for (const name of ['Preferences', 'Analytics', 'Marketing']) expect(box(name)).not.toBeChecked();
    expect(box('Analytics')).toHaveAccessibleDescription('Help us understand how visitors use the site, so we can improve it.');
    expect(screen.getByRole('button', { name: 'Withdraw consent' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves the ticked categories for the server revision and says so politely', async () => {
    renderSettings(answer(3));
    await ready();
    await userEvent.click(box('Preferences'));
    await userEvent.click(box('Marketing'));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(readConsent()).toMatchObject({ revision: 3, categories: { preferences: true, analytics: false, marketing: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Your choices have been saved.');
    expect(screen.getByText(/^You made your choice on /)).toBeVisible();
    expect(box('Marketing')).toBeChecked();
  });

  it('accepts or rejects everything with one button', async () => {
    renderSettings();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()?.categories).toEqual({ preferences: true, analytics: true, marketing: true });
    expect(box('Analytics')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(readConsent()?.categories).toEqual({ preferences: false, analytics: false, marketing: false });
    expect(box('Analytics')).not.toBeChecked();
  });

  it('shows the current decision with its date, and lets the visitor change it', async () => {
    stored({ preferences: true, analytics: true, marketing: false });
    renderIslands(<CookieSettings />, { [MESSAGE]: answer() }, { locale: 'en-US' });
    await ready();
    expect(screen.getByText(/^You made your choice on November 1, 2026/)).toBeVisible();
    expect(box('Preferences')).toBeChecked();
    expect(box('Analytics')).toBeChecked();
    expect(box('Marketing')).not.toBeChecked();
    await userEvent.click(box('Analytics'));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(readConsent()?.categories).toEqual({ preferences: true, analytics: false, marketing: false });
  });

  it('asks to review a decision made for an earlier revision', async () => {
    stored({ preferences: true, analytics: false, marketing: false }, 1);
    renderSettings(answer(2));
    expect(await screen.findByText(/^Our use of cookies has changed since you made your choice on /)).toBeVisible();
  });

  it('withdraws consent: the decision goes, the form starts over, and the focus stays put', async () => {
    stored({ preferences: true, analytics: true, marketing: true });
    renderSettings();
    await ready();
    const withdraw = screen.getByRole('button', { name: 'Withdraw consent' });
    await userEvent.click(withdraw);
    expect(readConsent()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your consent has been withdrawn.');
    expect(screen.getByText('You have not made a choice yet, so only necessary cookies are used.')).toBeVisible();
    expect(box('Analytics')).not.toBeChecked();
    expect(withdraw).toHaveFocus();
    expect(withdraw).toHaveAttribute('aria-disabled', 'true');
  });

  it('follows a decision made elsewhere (the notice, another tab)', async () => {
    renderSettings();
    await ready();
    act(() => void recordConsent({ preferences: false, analytics: true, marketing: false }, 1));
    expect(box('Analytics')).toBeChecked();
    expect(screen.getByText(/^You made your choice on /)).toBeVisible();
  });

  it('records nothing until the revision is known, and offers to try again when the call fails', async () => {
    let fail = true;
    renderSettings(() => (fail ? { status: 500 } : { data: { enabled: true, revision: 1 } }));
    expect(await screen.findByText(/Your cookie settings cannot be changed right now/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save choices' })).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.queryByText(/cannot be changed right now/)).toBeNull();
  });
});
