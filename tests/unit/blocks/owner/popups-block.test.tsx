import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/owner/home-page-popups/index.ts';
import { wasClosed } from '../../../../blocks/owner/home-page-popups/closed-popups.ts';
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
} from './products-and-popups-fixtures.ts';

const HomePagePopups = block.component;
const [springSale] = popups as [(typeof popups)[0]];
afterEach(() => localStorage.clear());

describe('home-page-popups', () => {
  it('shows visitors the current popup once: content sanitised, link, and closing is remembered', async () => {
    const view = renderIslands(
      <HomePagePopups />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale }) }) },
      { siteId: 'demo' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spring sale' });
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing without a current popup', async () => {
    const view = renderIslands(<HomePagePopups />, { [SECTIONS_ROUTE]: () => ({ data: sections() }) }, { siteId: 'demo' });
    await waitFor(() => expect(view.requests).toHaveLength(1));
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
