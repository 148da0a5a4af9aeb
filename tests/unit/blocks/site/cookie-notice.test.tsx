import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import notice, { CookieNoticePropsSchema } from '../../../../blocks/site/cookie-notice/index.ts';
import { asksForDecision, cookieBarState, isOutdated } from '../../../../blocks/site/shared/cookie-consent/consent-rules.ts';
import { cookieNoticeMessageEndpoint } from '#contracts/cookie-notice.ts';
import { readConsent } from '#host/consent.ts';
import { recordConsent, withdrawConsent } from '#host/consent-record.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { addPageSlot } from '../../../support/page-slots.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const CookieNotice = notice.component;
const MESSAGE = `GET ${cookieNoticeMessageEndpoint.path}`;
const enabled =
  (revision = 1): FakeHandler =>
  () => ({ data: { enabled: true, revision } });
const decision = (revision: number) => ({
  revision,
  categories: { preferences: false, analytics: false, marketing: false },
  decidedAt: '2026-11-01T10:00:00.000Z',
});

afterEach(() => localStorage.clear());

const renderNotice = (handler: FakeHandler) =>
  renderIslands(<CookieNotice settingsPath="/cookie-notice" />, { [MESSAGE]: handler });
/** The notice's own word for what it does: waiting (for the server), asking, or away. */
const noticeState = (container: HTMLElement) => container.querySelector('[data-state]');

describe('when the visitor is asked', () => {
  it('asks when the server says enabled and there is no decision for its revision', () => {
    expect(asksForDecision({ enabled: true, revision: 1 }, null)).toBe(true);
    expect(asksForDecision({ enabled: true, revision: 2 }, decision(1))).toBe(true);
    expect(asksForDecision({ enabled: true, revision: 1 }, decision(1))).toBe(false);
    expect(asksForDecision({ enabled: false, revision: 1 }, null)).toBe(false);
    expect(asksForDecision(undefined, null)).toBe(false);
  });

  it('knows a decision for an earlier revision is outdated', () => {
    expect(isOutdated({ enabled: true, revision: 2 }, decision(1))).toBe(true);
    expect(isOutdated({ enabled: false, revision: 2 }, decision(1))).toBe(true);
    expect(isOutdated({ enabled: true, revision: 1 }, decision(1))).toBe(false);
    expect(isOutdated(undefined, decision(1))).toBe(false);
    expect(isOutdated({ enabled: true, revision: 1 }, null)).toBe(false);
  });
});

describe('the cookie bar of a page', () => {
  const asked = { onSettingsPage: false, status: 'success', message: { enabled: true, revision: 1 }, decision: null } as const;

  it('asks while the visitor has not decided, waits for the server, and stays away otherwise', () => {
    expect(cookieBarState(asked)).toBe('asking');
    expect(cookieBarState({ ...asked, status: 'pending', message: undefined })).toBe('waiting');
    expect(cookieBarState({ ...asked, status: 'error', message: undefined })).toBe('away');
    expect(cookieBarState({ ...asked, decision: decision(1) })).toBe('away');
    expect(cookieBarState({ ...asked, message: { enabled: false, revision: 1 } })).toBe('away');
  });

  it('stays away from the page that holds the cookie settings, which ask there themselves', () => {
    expect(cookieBarState({ ...asked, onSettingsPage: true })).toBe('away');
    expect(cookieBarState({ ...asked, onSettingsPage: true, status: 'pending', message: undefined })).toBe('away');
  });
});

describe('cookie-notice', () => {
  it('takes a settings path on this site, /cookie-notice by default', () => {
    expect(v.parse(CookieNoticePropsSchema, {})).toEqual({ settingsPath: '/cookie-notice' });
    expect(v.safeParse(CookieNoticePropsSchema, { settingsPath: '/privacy/cookies' }).success).toBe(true);
    for (const settingsPath of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(v.safeParse(CookieNoticePropsSchema, { settingsPath }).success).toBe(false);
    }
  });

  it('shows a labelled bar with Accept all, Reject all and the settings link, announced politely', async () => {
    renderNotice(enabled());
    const bar = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(bar).toHaveTextContent('We use necessary cookies to make this site work.');
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveClass('cmsb-button--primary');
    expect(screen.getByRole('button', { name: 'Reject all' })).toHaveClass('cmsb-button--primary');
    expect(screen.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/cookie-notice');
    expect(screen.getByRole('status')).toHaveTextContent('Cookie notice at the bottom of the page');
    // No dialog, and no focus taken.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('rejects in one click: every optional category refused, the bar gone, the choice announced', async () => {
    renderNotice(enabled(4));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toMatchObject({ revision: 4, categories: { preferences: false, analytics: false, marketing: false } });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie choices have been saved.');
  });

  it('accepts everything with Accept all', async () => {
    renderNotice(enabled());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(readConsent()?.categories).toEqual({ preferences: true, analytics: true, marketing: true });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stays away after a decision for the current revision, and asks again for a new revision', async () => {
    localStorage.setItem('cmsb.cookieConsent.v3', JSON.stringify(decision(1)));
    const { calls, container, unmount } = renderNotice(enabled(1));
    await waitFor(() => expect(noticeState(container)).toHaveAttribute('data-state', 'away'));
    expect(calls('GET', cookieNoticeMessageEndpoint.path)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    unmount();
    renderNotice(enabled(2));
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeVisible();
  });

  it('counts a malformed entry as no decision', async () => {
    localStorage.setItem('cmsb.cookieConsent.v3', '{"revision":1,"categories":"all"}');
    renderNotice(enabled());
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeVisible();
  });

  it('shows nothing when the server says disabled, while it answers, or when the call fails', async () => {
    const answers: [FakeHandler, string][] = [
      [() => ({ data: { enabled: false, revision: 1 } }), 'away'],
      [never, 'waiting'],
      [() => ({ status: 500 }), 'away'],
    ];
    for (const [handler, state] of answers) {
      const { container, requests, unmount } = renderNotice(handler);
      await waitFor(() => expect(requests).toHaveLength(1));
      await waitFor(() => expect(noticeState(container)).toHaveAttribute('data-state', state));
      expect(container.querySelector('.cmsb-cookie-notice')).toBeNull();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('hides at once when the visitor decides elsewhere on the page, and comes back when they withdraw', async () => {
    renderNotice(enabled());
    await screen.findByRole('region', { name: 'Cookie notice' });
    act(() => void recordConsent({ preferences: true, analytics: false, marketing: false }, 1));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => withdrawConsent());
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  });

  it('shows no bar on a page that holds the cookie settings, and asks the server nothing', () => {
    addPageSlot('cookie-settings');
    const { container, requests, queryOff } = renderNotice(enabled());
    expect(noticeState(container)).toHaveAttribute('data-state', 'away');
    expect(queryOff(cookieNoticeMessageEndpoint.path)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says on its root whether it waits for the server, asks, or stays away', async () => {
    const { container } = renderNotice(enabled());
    expect(noticeState(container)).toHaveAttribute('data-state', 'waiting');
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(noticeState(container)).toHaveAttribute('data-state', 'asking');
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(noticeState(container)).toHaveAttribute('data-state', 'away');
  });

  it('keeps keyboard focus clear of the bar through the page scroll padding, and puts it back after', async () => {
    renderNotice(enabled());
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
