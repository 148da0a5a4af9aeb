import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/owner/home-page-popups/index.ts';
import cookieNotice from '../../../../blocks/site/cookie-notice/index.ts';
import { wasClosed } from '../../../../blocks/owner/home-page-popups/closed-popups.ts';
import { cookieNoticeMessageEndpoint } from '#contracts/cookie-notice.ts';
import { recordConsent } from '#host/consent-record.ts';
import { addPageSlot } from '../../../support/page-slots.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  OTHER_USER,
  OWNER,
  popupSaved,
  POPUPS_PUT,
  POPUPS_ROUTE,
  popups,
  revisionConflict,
  SECTIONS_ROUTE,
  sections,
} from '../../../fixtures/owner/products-and-popups.ts';

const HomePagePopups = block.component;
const COOKIE_MESSAGE_ROUTE = `GET ${cookieNoticeMessageEndpoint.path}`;
const [springSale] = popups as [(typeof popups)[0]];
afterEach(() => localStorage.clear());

/** What the visitor's popup says it does (none, waiting, open, closed). */
const popupState = () => document.querySelector('.cmsb-home-page-popups');

describe('home-page-popups', () => {
  it('shows visitors the current popup once: content sanitised, link, and closing is remembered', async () => {
    const view = renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale }) }) },
      { siteId: 'demo' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spring sale' });
    // No cookie notice on this page: nothing to wait for, nor to ask the server.
    expect(view.calls('GET', cookieNoticeMessageEndpoint.path)).toEqual([]);
    expect(dialog).toHaveTextContent('15% off every essential oil');
    expect(screen.getByRole('link', { name: 'Shop lavender oil' })).toHaveAttribute('href', '/p/lavender-essential-oil');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wasClosed('spring-sale')).toBe(true);
    view.unmount();
    renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale }) }) },
      { siteId: 'demo' },
    );
    await waitFor(() => expect(popupState()).toHaveAttribute('data-state', 'closed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** The popup beside the page's cookie notice; the server shows the bar (`barEnabled`) or not. */
  function renderBesideCookieNotice(barEnabled: boolean) {
    addPageSlot('cookie-notice');
    return renderIslands(
      <>
        <cookieNotice.component settingsPath="/cookie-notice" />
        <HomePagePopups />
      </>,
      {
        [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale }) }),
        [COOKIE_MESSAGE_ROUTE]: () => ({ data: { enabled: barEnabled, revision: 3 } }),
      },
      { siteId: 'demo' },
    );
  }

  it('waits while the cookie bar of the page asks, and opens once the visitor has decided', async () => {
    renderBesideCookieNotice(true);
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(popupState()).toHaveAttribute('data-state', 'waiting');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void recordConsent({ preferences: false, analytics: false, marketing: false }, 3));
    expect(await screen.findByRole('dialog', { name: 'Spring sale' })).toBeVisible();
  });

  it('opens at once when the server shows no cookie bar', async () => {
    const view = renderBesideCookieNotice(false);
    expect(await screen.findByRole('dialog', { name: 'Spring sale' })).toBeVisible();
    expect(view.calls('GET', cookieNoticeMessageEndpoint.path)).toHaveLength(1);
  });

  it('shows nothing without a current popup', async () => {
    renderIslands(<HomePagePopups />, { [SECTIONS_ROUTE]: () => ({ data: sections() }) }, { siteId: 'demo' });
    await waitFor(() => expect(popupState()).toHaveAttribute('data-state', 'none'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells anyone but the owner in edit mode 'You are not allowed to view this content.' and loads no popups list", async () => {
    const view = renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale, canEdit: false }) }) },
      {
        siteId: 'demo',
        editMode: true,
        user: OTHER_USER,
      },
    );
    expect(await screen.findByText('You are not allowed to view this content.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.calls('GET', '/api/pws/popups')).toEqual([]);
  });

  it('lets the owner choose a popup or none inline, and rolls back a failed save', async () => {
    let status = 200;
    const view = renderIslands(
      <HomePagePopups />,
      {
        [SECTIONS_ROUTE]: () => ({ data: sections() }),
        [POPUPS_ROUTE]: () => ({ data: popups }),
        [POPUPS_PUT]: popupSaved(() => status),
      },
      { siteId: 'demo', editMode: true, user: OWNER },
    );
    expect(await screen.findByRole('radio', { name: 'No popup' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Free shipping weekend' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    const [put] = view.calls('PUT', '/api/pws/site-settings-section/current/homePagePopups');
    expect([put?.body, put?.search]).toEqual([{ currentPopupId: 'free-shipping', revision: 4 }, '?siteId=demo']);
    status = 500;
    await userEvent.click(screen.getByRole('radio', { name: 'Spring sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Spring sale' }));
    expect(await screen.findByRole('dialog', { name: 'Spring sale' })).toBeVisible();
  });

  it('shows the not-allowed text when the server refuses the popups list', async () => {
    renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: sections() }), [POPUPS_ROUTE]: () => ({ status: 403, messages: [] }) },
      { siteId: 'demo', editMode: true, user: OWNER },
    );
    expect(await screen.findByText('You are not allowed to view this content.')).toBeVisible();
  });

  it('keeps the choice a conflicting save was refused for, says so, and Reload shows the latest', async () => {
    let held = sections();
    renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: held }), [POPUPS_ROUTE]: () => ({ data: popups }), [POPUPS_PUT]: revisionConflict },
      { siteId: 'demo', editMode: true, user: OWNER },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Spring sale' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest'));
    expect(screen.getByRole('radio', { name: 'Spring sale' })).toBeChecked();

    held = sections({ popup: popups[1] ?? null, revision: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('heading', { name: 'Home-page popup' })).toHaveFocus();
  });
});
